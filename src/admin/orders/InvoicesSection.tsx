// The order's electronic invoice and credit notes (docs/decisions/235-electronic-invoices.md),
// each downloadable as the XML file the shop sends to the SdI; for an order that left without its
// invoice, the staff's action that issues it (decision 260).
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { AdminOrder } from '../../../contract/admin-orders';
import type { AdminInvoice } from '../../../contract/invoices';
import { day, money } from '../lib/format';
import { ErrorNote } from '../ui/ErrorNote';
import { downloadInvoice, orderInvoices } from './invoice-api';
import { IssueInvoiceButton } from './IssueInvoiceButton';

export function InvoicesSection({ order }: { order: AdminOrder }) {
  const { t } = useLingui();
  const query = useQuery({
    queryKey: ['admin', 'order', order.id, 'invoices'],
    queryFn: ({ signal }) => orderInvoices(order.id, signal),
  });
  const download = useMutation({ mutationFn: (invoice: AdminInvoice) => downloadInvoice(invoice) });
  const invoices = query.data ?? [];
  if (!order.addresses.billing.isInvoice && invoices.length === 0) return null;
  // Shipped or handed over (the server refuses any other, NOT_SHIPPED).
  const left = order.shipment !== null && order.status !== 'deleted';
  const kindLabel = (invoice: AdminInvoice) => (invoice.kind === 'TD04' ? t`Nota di credito` : t`Fattura`);
  return (
    <section aria-labelledby="invoices-title" className="card">
      <h2 id="invoices-title"><Trans>Fattura elettronica</Trans></h2>
      {query.isPending ? <p aria-busy="true"><Trans>Caricamento…</Trans></p> : null}
      {query.isError ? <ErrorNote error={query.error} /> : null}
      {query.isSuccess && invoices.length === 0 && (left
        ? <IssueInvoiceButton order={order} />
        : <p><Trans>Il cliente ha chiesto la fattura: sarà emessa alla spedizione o alla consegna.</Trans></p>
      )}
      {invoices.length > 0 && (
        <ul className="plain" data-testid="invoices">
          {invoices.map((invoice) => (
            <li key={invoice.id}>
              {kindLabel(invoice)} <Trans>n. {invoice.number} del {day(invoice.date)}</Trans> — {money(invoice.total)}{' '}
              <button type="button" onClick={() => download.mutate(invoice)} disabled={download.isPending}>
                <Trans>Scarica XML</Trans>
              </button>
            </li>
          ))}
        </ul>
      )}
      {download.isError ? <ErrorNote error={download.error} /> : null}
    </section>
  );
}
