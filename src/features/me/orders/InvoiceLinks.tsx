import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import type { OrderInvoice } from '../../../../contract/invoices';
import type { Order } from '../../../../contract/orders';
import { openBlankTab, showInvoiceCopy } from './invoice-copy';
import styles from '../Me.module.css';

/**
 * The order's invoice and credit notes (decision 247), each opening its readable copy in a new tab;
 * nothing when none was issued. The copy says the valid invoice is the electronic one.
 */
export function InvoiceLinks({ order }: { order: Pick<Order, 'id' | 'invoices'> }) {
  const { t } = useLingui();
  const open = useMutation({ mutationFn: ({ invoice, tab }: { invoice: OrderInvoice; tab: Window | null }) => showInvoiceCopy(order.id, invoice, tab) });
  // An answer kept from before the list existed (the service worker's copy, offline) has none.
  const invoices = order.invoices ?? [];
  if (invoices.length === 0) return null;
  const label = ({ kind, number, year }: OrderInvoice) => (kind === 'TD04' ? t`Nota di credito n. ${number}/${year}` : t`Fattura n. ${number}/${year}`);
  return (
    <>
      <ul className={styles.invoices} data-testid="order-invoices">
        {invoices.map((invoice) => (
          <li key={invoice.id}>
            <button type="button" className={styles.linkButton} onClick={() => open.mutate({ invoice, tab: openBlankTab() })} aria-describedby={`invoice-note-${order.id}`}>
              {label(invoice)}
            </button>
          </li>
        ))}
      </ul>
      <p id={`invoice-note-${order.id}`} className={styles.note}>{t`Copia di cortesia: si apre in una nuova scheda, da stampare o salvare.`}</p>
      {open.isError ? <p className={styles.problem} role="alert">{t`Non siamo riusciti ad aprire la fattura. Riprova.`}</p> : null}
    </>
  );
}
