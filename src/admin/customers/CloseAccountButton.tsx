// "Chiudi l'account" for a customer who asked by mail or phone (decision 236): a dialog says what
// is erased and what is kept before anything is sent; no password is asked, the staff have checked
// who asked. After it the page shows the account closed.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminCustomer } from '../../../contract/admin-customers';
import { adminCall } from '../lib/api';
import { Dialog } from '../ui/Dialog';
import { ErrorNote } from '../ui/ErrorNote';

export function CloseAccountButton({ customer }: { customer: AdminCustomer }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const closing = useMutation({
    mutationFn: () => adminCall<{ closed: true }>(`/admin/customers/${customer.id}/close`, { method: 'POST' }),
    onSuccess: async () => {
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'customers'] });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'customer', String(customer.id)] });
    },
  });
  const email = customer.email ?? '';
  return (
    <div className="action">
      <button type="button" className="danger" onClick={() => { closing.reset(); setOpen(true); }}><Trans>Chiudi l'account</Trans></button>
      <ErrorNote error={open ? null : closing.error} />
      <Dialog open={open} onClose={() => setOpen(false)} title={t`Chiudere l'account di ${email}?`}>
        <p><Trans>Si cancellano subito: nome, e-mail, telefono e data di nascita, la rubrica degli indirizzi, la lista dei desideri, il carrello, l'iscrizione alla newsletter e le carte salvate (anche presso Stripe). Il cliente esce da ogni dispositivo e non può più accedere.</Trans></p>
        <p><Trans>Restano per 10 anni, come chiede la legge: gli ordini con le loro righe, i rimborsi e gli indirizzi di fatturazione e di spedizione scritti in ciascuno; e il registro delle azioni dello staff.</Trans></p>
        <p><Trans>Fallo solo se il cliente l'ha chiesto e hai verificato che sia lui. L'azione non si può disfare.</Trans></p>
        <ErrorNote error={closing.error} />
        <div className="dialog-buttons">
          <button type="button" onClick={() => setOpen(false)}><Trans>Indietro</Trans></button>
          <button type="button" className="danger" disabled={closing.isPending} onClick={() => closing.mutate()}><Trans>Sì, chiudi l'account</Trans></button>
        </div>
      </Dialog>
    </div>
  );
}
