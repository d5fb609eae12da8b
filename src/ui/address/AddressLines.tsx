import { useLingui } from '@lingui/react/macro';
import type { Address } from '../../../contract/address';
import { BOTH_USES, type AddressUses } from './address-form-state';

/**
 * An address as the checkout and an order show it: name, street, town, phone; the courier's note
 * where it ships to, the invoice data where it bills (decision 206).
 */
export function AddressLines({ address, uses = BOTH_USES }: { address: Address; uses?: AddressUses }) {
  const { t } = useLingui();
  return (
    <>
      <p><strong>{address.name.first} {address.name.last}</strong></p>
      <p>{address.street}</p>
      <p>{address.zipcode} {address.city} ({address.province})</p>
      <p>{t`Tel.`} {address.phone}</p>
      {uses.shipping && address.note ? <p>{t`Note:`} {address.note}</p> : null}
      {uses.billing && address.isInvoice && address.invoice ? <p>{t`Fattura a:`} {address.invoice.name} · {t`P. IVA`} {address.invoice.vatnumber}</p> : null}
    </>
  );
}
