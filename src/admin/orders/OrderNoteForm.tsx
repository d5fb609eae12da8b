// Writing a note on the order (decision 240): plain text, seen only by the staff. One
// Idempotency-Key per press, so a retried request writes it once; the answer is the order's page.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ADMIN_ORDER_NOTE_MAX, type AdminOrder } from '../../../contract/admin-orders';
import { adminCall, newIdempotencyKey } from '../lib/api';
import { ErrorNote } from '../ui/ErrorNote';

export function OrderNoteForm({ orderId }: { orderId: string }) {
  const { t } = useLingui();
  const hintId = useId();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const mutation = useMutation({
    mutationFn: (note: string) => adminCall<AdminOrder>(`/admin/orders/${orderId}/notes`, {
      method: 'POST', body: { text: note }, idempotencyKey: newIdempotencyKey(),
    }),
    onSuccess: (order) => {
      setText('');
      queryClient.setQueryData(['admin', 'order', orderId], order);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== '') mutation.mutate(text);
  };
  return (
    <form className="note-form" onSubmit={submit} aria-label={t`Nuova nota`}>
      <label><span><Trans>Nota per lo staff</Trans></span>
        <textarea value={text} onChange={(e) => setText(e.target.value)} maxLength={ADMIN_ORDER_NOTE_MAX} rows={3} required aria-describedby={hintId} />
      </label>
      <p id={hintId} className="hint"><Trans>Solo testo, al massimo {ADMIN_ORDER_NOTE_MAX} caratteri. Il cliente non la vede.</Trans></p>
      <button type="submit" disabled={mutation.isPending || text.trim() === ''}><Trans>Aggiungi la nota</Trans></button>
      <ErrorNote error={mutation.error} />
    </form>
  );
}
