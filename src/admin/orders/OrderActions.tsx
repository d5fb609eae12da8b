import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminOrder, AdminOrderAction } from '../../../contract/admin-orders';
import { OPEN_RETURN_STATES } from '../../../contract/withdrawals';
import { money } from '../lib/format';
import { isOwner, useSession } from '../lib/session';
import { Dialog } from '../ui/Dialog';
import { ErrorNote } from '../ui/ErrorNote';
import { RefundDialog } from './RefundDialog';
import { ShipForm } from './ShipForm';
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

/**
 * "Bonifico ricevuto" asks first: it marks the money as come, mails the customer at once and
 * cannot be taken back, so the staff read the amount to check against the bank first.
 */
function TransferReceivedButton({ order }: { order: AdminOrder }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const mutation = useOrderAction(order.id, 'transfer-received', () => setOpen(false));
  const amount = money(order.totals.total);
  return (
    <div className="action">
      <button type="button" className="primary" onClick={() => { mutation.reset(); setOpen(true); }}><Trans>Bonifico ricevuto</Trans></button>
      <ErrorNote error={open ? null : mutation.error} />
      <Dialog open={open} onClose={() => setOpen(false)} title={t`Il bonifico dell'ordine ${order.number} è arrivato?`}>
        <p><Trans>Controlla sul conto che siano arrivati {amount} con il numero dell'ordine nella causale.</Trans></p>
        <p><Trans>Il cliente riceve subito una mail: l'ordine è pagato e passa a «Da elaborare». L'azione non si può disfare.</Trans></p>
        <ErrorNote error={mutation.error} />
        <div className="dialog-buttons">
          <button type="button" onClick={() => setOpen(false)}><Trans>Indietro</Trans></button>
          <button type="button" className="primary" disabled={mutation.isPending} onClick={() => mutation.run()}><Trans>Sì, è arrivato</Trans></button>
        </div>
      </Dialog>
    </div>
  );
}

/** What cancelling gives back, in words: the refund's amount and where it goes. */
function CancelRefundNote({ order }: { order: AdminOrder }) {
  const refundable = order.totals.refundable;
  if (refundable === 0) return <p><Trans>Non c'è nessun pagamento da rimborsare.</Trans></p>;
  const amount = money(refundable);
  if (order.payment.method === 'stripe') return <p><Trans>Rimborso: {amount} tornano sulla carta del cliente.</Trans></p>;
  if (order.payment.method === 'paypal') return <p><Trans>Rimborso: {amount} tornano sul conto PayPal del cliente.</Trans></p>;
  return <p><Trans>Rimborso: {amount} da restituire a mano (per esempio con un bonifico); l'annullamento lo registra come rimborsato.</Trans></p>;
}

const withdrawalsOpen = (order: AdminOrder) =>
  order.withdrawals.some((statement) => statement.return && OPEN_RETURN_STATES.includes(statement.return.state));

function CancelButton({ order }: { order: AdminOrder }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [restock, setRestock] = useState(true);
  const mutation = useOrderAction(order.id, 'cancel', () => setOpen(false));
  return (
    <div className="action">
      <button type="button" className="danger" onClick={() => { mutation.reset(); setOpen(true); }}><Trans>Annulla l'ordine</Trans></button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t`Annullare l'ordine ${order.number}?`}>
        <CancelRefundNote order={order} />
        {/* The cancel settles them (decision 272): the staff know before they click. */}
        {withdrawalsOpen(order) ? <p><Trans>Il recesso del cliente si chiude con l'annullamento: non c'è merce da farsi restituire.</Trans></p> : null}
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

const OWNER_ACTIONS = new Set<AdminOrderAction>(['refund', 'cancel']);

/** The actions the order's status allows now, as the server lists them, those the member may make. */
export function OrderActions({ order }: { order: AdminOrder }) {
  const { t } = useLingui();
  const [refunding, setRefunding] = useState(false);
  // Refund and cancel are an owner's (decision 237): a member of the staff role does not see them.
  const owner = isOwner(useSession());
  const can = (action: AdminOrderAction) => order.actions.includes(action) && (owner || !OWNER_ACTIONS.has(action));
  if (!order.actions.some(can)) return null;
  return (
    <section aria-labelledby="actions-title" className="card actions">
      <h2 id="actions-title"><Trans>Azioni</Trans></h2>
      <div className="action-row">
        {can('transfer-received') && <TransferReceivedButton order={order} />}
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
