import { useLingui } from '@lingui/react/macro';
import type { Address } from '../../../contract/address';

/** An address as the checkout and an order show it: name, street, town, phone, and the invoice data when asked. */
export function AddressLines({ address }: { address: Address }) {
  const { t } = useLingui();
  return (
    <>
      <p><strong>{address.name.first} {address.name.last}</strong></p>
      <p>{address.street}</p>
      <p>{address.zipcode} {address.city} ({address.province})</p>
      <p>{t`Tel.`} {address.phone}</p>
      {address.isInvoice && address.invoice ? <p>{t`Fattura a:`} {address.invoice.name} · {t`P. IVA`} {address.invoice.vatnumber}</p> : null}
    </>
  );
}
