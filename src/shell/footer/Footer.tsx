import { useLingui } from '@lingui/react/macro';
import { openDrawer } from '../drawers/drawerAtoms';
import { LegalLinks } from '../links/LegalLinks';
import { SocialLinks } from '../links/SocialLinks';
import { CompanyDetails } from './CompanyDetails';
import { Copyright } from './Copyright';
import { NewsletterForm } from '../newsletter/NewsletterForm';
import styles from './Footer.module.css';

/** The shop footer: newsletter signup, social links, company details, legal links, copyright. */
export function Footer() {
  const { t } = useLingui();
  return (
    <footer className={styles.footer}>
      <section className={styles.newsletter} aria-labelledby="footer-newsletter">
        <div className={`page-width ${styles.newsletterInner}`}>
          <div>
            <h2 id="footer-newsletter" className={styles.newsTitle}>{t`Newsletter`}</h2>
            <p className={styles.newsText}>{t`Novità, anteprime e offerte riservate: iscriviti alla newsletter di Raggio.`}</p>
          </div>
          <NewsletterForm />
        </div>
      </section>
      <div className={`page-width ${styles.columns}`}>
        <section aria-labelledby="footer-company">
          <h2 id="footer-company" className={styles.heading}>{t`Azienda`}</h2>
          <CompanyDetails />
        </section>
        <section aria-labelledby="footer-info">
          <h2 id="footer-info" className={styles.heading}>{t`Informazioni`}</h2>
          <LegalLinks className={styles.links} label={t`Informazioni legali`} />
          {/* The cookie choice can be changed at any time (decision 144), not only from the notice. */}
          <button type="button" className={styles.cookieSettings} aria-haspopup="dialog" onClick={() => openDrawer('cookies')}>
            {t`Impostazioni cookie`}
          </button>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className={styles.heading}>{t`Seguici`}</h2>
          <SocialLinks tone="dark" />
        </section>
      </div>
      <div className={styles.bottom}>
        <Copyright className={`page-width ${styles.copyright}`} />
      </div>
    </footer>
  );
}
