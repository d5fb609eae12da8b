// The day the courier delivered the order, as the staff record it (docs/decisions/249-after-the-sale.md),
// e.g. read on the courier's tracking; saved again to correct it. The withdrawal period's last
// day counts from it. One Idempotency-Key per press; the answer is the order's page.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { AdminOrder } from '../../../contract/admin-orders';
import { PICKUP_CARRIER } from '../../../contract/carriers';
import { adminCall, newIdempotencyKey } from '../lib/api';
import { day } from '../lib/format';
import { ErrorNote } from '../ui/ErrorNote';

/** Today in Rome, YYYY-MM-DD: the latest day the input offers. */
const romeToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
const romeDayOf = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date(iso));

/** Shown on a courier order once shipped; nothing for an order not shipped or collected at the pickup point. */
export function DeliveryDayForm({ order }: { order: AdminOrder }) {
  const { t } = useLingui();
  const inputId = useId();
  const queryClient = useQueryClient();
  const shipment = order.shipment;
  const [value, setValue] = useState(shipment?.deliveredOn ?? '');
  const mutation = useMutation({
    mutationFn: (deliveredOn: string) => adminCall<AdminOrder>(`/admin/orders/${order.id}/delivery`, {
      method: 'PUT', body: { deliveredOn }, idempotencyKey: newIdempotencyKey(),
    }),
    onSuccess: (answer) => queryClient.setQueryData(['admin', 'order', order.id], answer),
  });
  if (!shipment || shipment.carrier === PICKUP_CARRIER || order.status === 'deleted') return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value !== '') mutation.mutate(value);
  };
  return (
    <form className="delivery-form" onSubmit={submit} aria-label={t`Giorno di consegna`}>
      <p data-testid="delivered-on">
        {shipment.deliveredOn
          ? <Trans>Consegnato il {day(shipment.deliveredOn)}</Trans>
          : <Trans>Consegna non registrata: il recesso conta 10 giorni dopo la spedizione.</Trans>}
      </p>
      <label htmlFor={inputId}><Trans>Consegnato il</Trans></label>
      <input id={inputId} type="date" value={value} min={romeDayOf(shipment.at)} max={romeToday()} required onChange={(e) => setValue(e.target.value)} />
      <button type="submit" disabled={mutation.isPending || value === '' || value === shipment.deliveredOn}><Trans>Salva il giorno di consegna</Trans></button>
      <ErrorNote error={mutation.error} />
    </form>
  );
}
