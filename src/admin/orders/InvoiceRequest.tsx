// The invoice request of an order's billing address (docs/product/orders.md): the company, its
// partita IVA, codice fiscale, PEC and SDI code the electronic invoice is made out to, for the
// staff to check before they ship (shipping issues the invoice).
import { Trans } from '@lingui/react/macro';
import type { Address } from '../../../contract/address';

export function InvoiceRequest({ address }: { address: Address }) {
  if (!address.isInvoice || !address.invoice) return null;
  const { name, vatnumber, pec, sdi } = address.invoice;
  return (
    <dl data-testid="invoice-request">
      <dt><Trans>Ragione sociale</Trans></dt>
      <dd>{name}</dd>
      <dt><Trans>Partita IVA</Trans></dt>
      <dd>{vatnumber}</dd>
      {address.fiscalcode ? <><dt><Trans>Codice fiscale</Trans></dt><dd>{address.fiscalcode}</dd></> : null}
      <dt><Trans>PEC</Trans></dt>
      <dd>{pec}</dd>
      <dt><Trans>Codice SDI</Trans></dt>
      <dd>{sdi}</dd>
    </dl>
  );
}
