import { useLingui } from '@lingui/react/macro';
import { LegalLinks } from '../links/LegalLinks';
import { Copyright } from './Copyright';
import styles from './Funnel.module.css';

/** Checkout and personal-area footer: terms, shipping and privacy links and the copyright line. */
export function FunnelFooter() {
  const { t } = useLingui();
  return (
    <footer className={styles.footer}>
      <div className={`page-width ${styles.footerInner}`}>
        <LegalLinks className={styles.links} only={['terms', 'withdrawal', 'shipping', 'privacy']} label={t`Informazioni legali`} />
        <Copyright className={styles.copyright} />
      </div>
    </footer>
  );
}
