import { useLingui } from '@lingui/react/macro';
import { useShop } from '../../lib';
import styles from './InfoPage.module.css';

/** The company's details from the shop data (GET shop `company`, `social`). */
export function CompanyDetails() {
  const { t } = useLingui();
  const { company, social } = useShop();
  const address = `${company.street}, ${company.zipcode} ${company.city} (${company.province})`;
  return (
    <dl className={styles.terms}>
      <div><dt>{t`Ragione sociale`}</dt><dd>{company.legalName} — {t`P. IVA`} {company.vatNumber}</dd></div>
      <div><dt>{t`Indirizzo`}</dt><dd>{address}</dd></div>
      <div><dt>{t`Email`}</dt><dd><a href={`mailto:${company.email}`}>{company.email}</a></dd></div>
      <div><dt>{t`Telefono`}</dt><dd><a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone}</a></dd></div>
      {social.length > 0 ? (
        <div>
          <dt>{t`Social`}</dt>
          <dd className={styles.inline}>
            {social.map((link) => <a key={link.url} href={link.url} target="_blank" rel="noopener noreferrer">{link.network}</a>)}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
