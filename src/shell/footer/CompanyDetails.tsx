import { useLingui } from '@lingui/react/macro';
import { useLang, useShop } from '../../lib';
import styles from './Footer.module.css';

/** Legal name, VAT number, address, e-mail and phone of the company (shop.company). */
export function CompanyDetails() {
  const { t } = useLingui();
  const { company } = useShop();
  const lang = useLang();
  const vat = company.vatNumber;
  return (
    <address className={styles.company}>
      <strong>{company.legalName}</strong>
      <span>{t`P.IVA ${vat}`}</span>
      <span>{company.street}</span>
      <span>{`${company.zipcode} ${company.city}${company.province ? ` (${company.province})` : ''}`}</span>
      {company.country ? <span>{countryName(company.country, lang)}</span> : null}
      {company.email ? <a href={`mailto:${company.email}`}>{company.email}</a> : null}
      {company.phone ? <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone}</a> : null}
    </address>
  );
}

// One per language, kept: every page's footer names the country, and a formatter is costly to make.
const regionNames = new Map<string, Intl.DisplayNames>();

/** 'IT' → 'Italia' in the page's language; anything that is not a region code is shown as is. */
function countryName(country: string, lang: string): string {
  if (!/^[A-Za-z]{2}$/.test(country)) return country;
  try {
    const names = regionNames.get(lang) ?? new Intl.DisplayNames([lang], { type: 'region' });
    regionNames.set(lang, names);
    return names.of(country.toUpperCase()) ?? country;
  } catch {
    return country;
  }
}
