import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { AdminOrder, AdminOrderAction } from '../../../contract/admin-orders';
import { CARRIER_NAMES, CARRIERS, type Carrier } from '../../../contract/carriers';
import { Dialog } from '../ui/Dialog';
import { ErrorNote } from '../ui/ErrorNote';
import { RefundDialog } from './RefundDialog';
import { useOrderAction } from './use-order-action';

/** A one-click action (no form): transfer received, take charge, ready for pickup, hand over. */
function ActionButton({ order, action, label }: { order: AdminOrder; action: AdminOrderAction; label: string }) {
  const mutation = useOrderAction(order.id, action);
  return (
    <div className="action">
      <button type="button" className="primary" disabled={mutation.isPending} onClick={() => mutation.run()}>{label}</button>
      <ErrorNote error={mutation.error} />
    </div>
  );
}

function ShipForm({ order }: { order: AdminOrder }) {
  const { t } = useLingui();
  const [carrier, setCarrier] = useState<Carrier>('brt');
  const [trackingNumber, setTrackingNumber] = useState('');
  const mutation = useOrderAction(order.id, 'ship', () => setTrackingNumber(''));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.run({ carrier, trackingNumber: trackingNumber.trim() });
  };
  return (
    <form className="action ship-form" onSubmit={submit} aria-label={t`Spedisci`}>
      <label><span><Trans>Corriere</Trans></span>
        <select value={carrier} onChange={(e) => setCarrier(e.target.value as Carrier)}>
          {CARRIERS.map((id) => <option key={id} value={id}>{id === 'other' ? t`Altro` : CARRIER_NAMES[id]}</option>)}
        </select>
      </label>
      <label><span>{carrier === 'other' ? t`Numero di tracciamento (facoltativo)` : t`Numero di tracciamento`}</span>
        {/* The shop's own delivery ('Altro') may have no number. */}
        <input required={carrier !== 'other'} maxLength={64} value={trackingNumber} onChange={(e) => setTrackingNumber(e.target.value)} />
      </label>
      <button type="submit" className="primary" disabled={mutation.isPending}><Trans>Spedisci</Trans></button>
      <ErrorNote error={mutation.error} />
    </form>
  );
}

function CancelButton({ order }: { order: AdminOrder }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [restock, setRestock] = useState(true);
  const mutation = useOrderAction(order.id, 'cancel', () => setOpen(false));
  return (
    <div className="action">
      <button type="button" className="danger" onClick={() => { mutation.reset(); setOpen(true); }}><Trans>Annulla l'ordine</Trans></button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t`Annullare l'ordine ${order.number}?`}>
        <p><Trans>Il cliente riceve una mail di annullamento. L'azione non si può disfare.</Trans></p>
        <label className="check">
          <input type="checkbox" checked={restock} onChange={(e) => setRestock(e.target.checked)} />
          <span><Trans>Rimetti la merce in stock</Trans></span>
        </label>
        <ErrorNote error={mutation.error} />
        <div className="dialog-buttons">
          <button type="button" onClick={() => setOpen(false)}><Trans>Indietro</Trans></button>
          <button type="button" className="danger" disabled={mutation.isPending} onClick={() => mutation.run({ restock })}><Trans>Annulla l'ordine</Trans></button>
        </div>
      </Dialog>
    </div>
  );
}

/** The actions the order's status allows now, as the server lists them. */
export function OrderActions({ order }: { order: AdminOrder }) {
  const { t } = useLingui();
  const [refunding, setRefunding] = useState(false);
  const can = (action: AdminOrderAction) => order.actions.includes(action);
  if (order.actions.length === 0) return null;
  return (
    <section aria-labelledby="actions-title" className="card actions">
      <h2 id="actions-title"><Trans>Azioni</Trans></h2>
      <div className="action-row">
        {can('transfer-received') && <ActionButton order={order} action="transfer-received" label={t`Bonifico ricevuto`} />}
        {can('take-charge') && <ActionButton order={order} action="take-charge" label={t`Prendi in carico`} />}
        {can('ready-for-pickup') && <ActionButton order={order} action="ready-for-pickup" label={t`Pronto per il ritiro`} />}
        {can('hand-over') && <ActionButton order={order} action="hand-over" label={t`Consegnato al cliente`} />}
        {can('refund') && (
          <div className="action">
            <button type="button" onClick={() => setRefunding(true)}><Trans>Rimborsa…</Trans></button>
          </div>
        )}
        {can('cancel') && <CancelButton order={order} />}
      </div>
      {can('ship') && <ShipForm order={order} />}
      <RefundDialog order={order} open={refunding} onClose={() => setRefunding(false)} />
    </section>
  );
}
