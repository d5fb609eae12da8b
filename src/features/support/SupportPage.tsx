import { useLingui } from '@lingui/react/macro';
import { useShop } from '../../lib/use-shop';
import { SupportForm } from './SupportForm';
import styles from './SupportPage.module.css';

/**
 * /assistenza (docs/product/content.md#support): how to reach the shop, what to do
 * with a damaged parcel, and the contact form. Everything but the form's sending renders on the
 * server.
 */
export function SupportPage() {
  const { t } = useLingui();
  const { company, social } = useShop();
  const address = `${company.street}, ${company.zipcode} ${company.city}${company.province ? ` (${company.province})` : ''}`;
  const map = `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
  return (
    <article className={styles.page} aria-labelledby="support-title">
      <h1 id="support-title">{t`Assistenza`}</h1>
      <p>{t`Scrivici con il modulo qui sotto o via email: il tempo di attesa è di circa due minuti.`}</p>
      <section aria-labelledby="support-contacts">
        <h2 id="support-contacts">{t`Contatti`}</h2>
        <ul className={styles.contacts}>
          {company.email ? <li>{t`Email`}: <a href={`mailto:${company.email}`}>{company.email}</a></li> : null}
          {company.phone ? <li>{t`Telefono`}: <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone}</a></li> : null}
          <li>
            {t`Sede operativa`}: {address} — <a href={map} target="_blank" rel="noopener noreferrer">{t`Apri la mappa`}</a>
          </li>
        </ul>
        {social.length > 0 ? (
          <ul className={styles.social} aria-label={t`Social`}>
            {social.map((link) => <li key={link.url}><a href={link.url} target="_blank" rel="noopener noreferrer">{link.network}</a></li>)}
          </ul>
        ) : null}
      </section>
      <section aria-labelledby="support-damaged">
        <h2 id="support-damaged">{t`Pacco danneggiato`}</h2>
        <p>{t`Se il pacco arriva danneggiato, accettalo con riserva scrivendolo sulla bolla del corriere. Poi comunicaci il numero dell'ordine e l'entità del danno: il reclamo scritto va inviato entro otto giorni dalla consegna.`}</p>
      </section>
      <SupportForm />
    </article>
  );
}
