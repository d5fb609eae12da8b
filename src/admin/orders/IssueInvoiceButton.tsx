// The invoice of an order that left without it (the seller data were missing then, say), issued by
// the staff (docs/decisions/260-late-invoice-and-seller-check.md). It asks first, as "Bonifico
// ricevuto" does: the invoice takes the year's next number and only a credit note takes it back.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminOrder } from '../../../contract/admin-orders';
import { newIdempotencyKey } from '../lib/api';
import { Dialog } from '../ui/Dialog';
import { ErrorNote } from '../ui/ErrorNote';
import { issueOrderInvoice } from './invoice-api';

export function IssueInvoiceButton({ order }: { order: AdminOrder }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (key: string) => issueOrderInvoice(order.id, key),
    onSuccess: async () => {
      setOpen(false);
      // The order's page and its invoices (['admin', 'order', id, 'invoices']) read again.
      await queryClient.invalidateQueries({ queryKey: ['admin', 'order', order.id] });
    },
  });
  return (
    <div className="action">
      <p><Trans>L'ordine è partito senza fattura: per esempio mancavano i dati del venditore. Ora si può emettere.</Trans></p>
      <button type="button" className="primary" onClick={() => { mutation.reset(); setOpen(true); }}><Trans>Emetti la fattura</Trans></button>
      <ErrorNote error={open ? null : mutation.error} />
      <Dialog open={open} onClose={() => setOpen(false)} title={t`Emettere la fattura dell'ordine ${order.number}?`}>
        <p><Trans>La fattura prende il prossimo numero dell'anno, con la data di oggi, e una nota di credito per ogni rimborso già fatto. Non si può annullare: solo una nota di credito la storna.</Trans></p>
        <ErrorNote error={mutation.error} />
        <div className="dialog-buttons">
          <button type="button" onClick={() => setOpen(false)}><Trans>Indietro</Trans></button>
          <button type="button" className="primary" disabled={mutation.isPending} onClick={() => mutation.mutate(newIdempotencyKey())}><Trans>Sì, emetti la fattura</Trans></button>
        </div>
      </Dialog>
    </div>
  );
}
