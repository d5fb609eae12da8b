import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { AdminOrder } from '../../../contract/admin-orders';
import { euros, money, parseEuros } from '../lib/format';
import { Dialog } from '../ui/Dialog';
import { ErrorNote } from '../ui/ErrorNote';
import { useOrderAction } from './use-order-action';

/**
 * Which lines and how many units to refund, the amount (their share of what was paid unless
 * staff type another) and whether the units go back to stock.
 */
export function RefundDialog({ order, open, onClose }: { order: AdminOrder; open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  // The form is made anew at each opening (its choices start from nothing); the dialog stays, so
  // closing it gives the focus back to the button that opened it.
  return (
    <Dialog open={open} onClose={onClose} title={t`Rimborso dell'ordine ${order.number}`}>
      <RefundForm order={order} onClose={onClose} />
    </Dialog>
  );
}

function RefundForm({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const { t } = useLingui();
  const refundable = (item: AdminOrder['items'][number]) => item.quantity - item.refund.quantity;
  const [units, setUnits] = useState<Record<string, number>>(() => Object.fromEntries(order.items.map((item) => [item.id, 0])));
  const [amountText, setAmountText] = useState('');
  const [restock, setRestock] = useState(true);
  const [invalid, setInvalid] = useState<string | null>(null);
  const mutation = useOrderAction(order.id, 'refund', onClose);

  const lines = order.items.filter((item) => (units[item.id] ?? 0) > 0).map((item) => ({ itemId: item.id, quantity: units[item.id]! }));
  const share = order.items.reduce((sum, item) => sum + Math.round((item.prices.grossRevenue / item.quantity) * (units[item.id] ?? 0)), 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = amountText.trim() === '' ? undefined : parseEuros(amountText);
    if (amount === null) return setInvalid(t`Scrivi un importo in euro, per esempio 12,50.`);
    if (lines.length === 0 && amount === undefined) return setInvalid(t`Scegli almeno un articolo o scrivi un importo.`);
    if (amount !== undefined && amount > order.totals.refundable) return setInvalid(t`Al massimo ${money(order.totals.refundable)}.`);
    setInvalid(null);
    mutation.run({ ...(lines.length > 0 ? { lines } : {}), ...(amount !== undefined ? { amount } : {}), restock });
  };

  return (
    <form onSubmit={submit} className="form refund-form">
        <fieldset>
          <legend><Trans>Articoli da rimborsare</Trans></legend>
          {order.items.map((item) => (
            <label key={item.id} className="line">
              <span>{item.name}{item.options.length > 0 ? ` (${item.options.map((o) => o.value).join(', ')})` : ''} — <Trans>rimborsabili: {refundable(item)}</Trans></span>
              <input
                type="number" min={0} max={refundable(item)} step={1} inputMode="numeric"
                value={units[item.id] ?? 0}
                disabled={refundable(item) === 0}
                onChange={(e) => setUnits({ ...units, [item.id]: Math.max(0, Math.min(refundable(item), Number(e.target.value) || 0)) })}
              />
            </label>
          ))}
        </fieldset>
        <label>
          <span><Trans>Importo (€), vuoto: la quota degli articoli scelti ({money(share)})</Trans></span>
          <input inputMode="decimal" value={amountText} onChange={(e) => setAmountText(e.target.value)} placeholder={lines.length > 0 ? euros(share) : ''} />
        </label>
        <p><Trans>Ancora rimborsabile: {money(order.totals.refundable)}</Trans></p>
        <label className="check">
          <input type="checkbox" checked={restock} onChange={(e) => setRestock(e.target.checked)} />
          <span><Trans>Rimetti in stock gli articoli rimborsati</Trans></span>
        </label>
        {invalid && <p className="error" role="alert">{invalid}</p>}
        <ErrorNote error={mutation.error} />
        <div className="dialog-buttons">
          <button type="button" onClick={onClose}><Trans>Indietro</Trans></button>
          <button type="submit" className="primary" disabled={mutation.isPending}><Trans>Rimborsa</Trans></button>
        </div>
    </form>
  );
}
