import { useLingui } from '@lingui/react/macro';
import { useShop } from '../../lib';
import styles from './Footer.module.css';

/** Legal name, VAT number, address, e-mail and phone of the company (shop.company). */
export function CompanyDetails() {
  const { t } = useLingui();
  const { company } = useShop();
  const vat = company.vatNumber;
  return (
    <address className={styles.company}>
      <strong>{company.legalName}</strong>
      <span>{t`P.IVA ${vat}`}</span>
      <span>{company.street}</span>
      <span>{`${company.zipcode} ${company.city}${company.province ? ` (${company.province})` : ''}`}</span>
      {/* An answer stored before the server named the country (decision 178) has only its code. */}
      {company.country ? <span>{company.countryName || company.country}</span> : null}
      {company.email ? <a href={`mailto:${company.email}`}>{company.email}</a> : null}
      {company.phone ? <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone}</a> : null}
    </address>
  );
}
