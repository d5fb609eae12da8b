// "Spedisci" for the orders selected in the list (decision 240): one carrier for all, each order's
// own tracking number (optional with 'Altro', as for one order), then each order shipped through
// its own call (bulk-ship.ts) and the outcome of each shown. A pickup order is not shipped: it is
// handed over at the shop, so it is listed as left out.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { AdminOrderSummary } from '../../../contract/admin-orders';
import { CARRIER_NAMES, CARRIERS, type Carrier } from '../../../contract/carriers';
import { Dialog } from '../ui/Dialog';
import { BulkShipResults } from './BulkShipResults';
import { shipEach, type ShipOutcome } from './bulk-ship';

export function BulkShipDialog({ orders, open, onClose }: { orders: AdminOrderSummary[]; open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [carrier, setCarrier] = useState<Carrier>('brt');
  const [tracking, setTracking] = useState<Record<string, string>>({});
  const [outcomes, setOutcomes] = useState<ShipOutcome[] | null>(null);
  const [running, setRunning] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(null);
  // The form's button goes away as the shipping starts: the focus moves to the outcomes instead
  // of falling to the page's body.
  const resultsRef = useRef<HTMLDivElement>(null);
  const started = outcomes !== null;
  useEffect(() => {
    if (started) resultsRef.current?.focus();
  }, [started]);
  const shippable = orders.filter((o) => o.shippingMethod !== 'pickup');
  const pickups = orders.filter((o) => o.shippingMethod === 'pickup');
  const pickupNumbers = pickups.map((o) => o.number).join(', ');
  const count = shippable.length;

  const close = () => {
    if (running) return;
    setInvalid(null);
    setOutcomes(null);
    setTracking({});
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Only spaces pass the fields' own check: said here in words, as the single order's form says
    // it (ShipForm.tsx), rather than each order refused with the server's validation message.
    if (carrier !== 'other' && shippable.some((o) => (tracking[o.id] ?? '').trim() === '')) {
      return setInvalid(t`Scrivi il numero di tracciamento: con un corriere serve. Senza numero scegli «Altro».`);
    }
    setInvalid(null);
    setRunning(true);
    setOutcomes([]);
    const requests = shippable.map((o) => ({ orderId: o.id, number: o.number, carrier, trackingNumber: tracking[o.id] ?? '' }));
    try {
      await shipEach(requests, undefined, (outcome) => setOutcomes((seen) => [...(seen ?? []), outcome]));
    } finally {
      setRunning(false);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
      for (const o of shippable) await queryClient.invalidateQueries({ queryKey: ['admin', 'order', o.id] });
    }
  };

  return (
    <Dialog open={open} onClose={close} title={t`Spedisci gli ordini selezionati`}>
      {outcomes === null ? (
        <form onSubmit={submit} className="bulk-ship">
          <label><span><Trans>Corriere</Trans></span>
            <select value={carrier} onChange={(e) => setCarrier(e.target.value as Carrier)}>
              {CARRIERS.map((id) => <option key={id} value={id}>{id === 'other' ? t`Altro` : CARRIER_NAMES[id]}</option>)}
            </select>
          </label>
          {shippable.length === 0 && <p><Trans>Nessun ordine selezionato si spedisce.</Trans></p>}
          {shippable.map((order) => (
            <label key={order.id}>
              <span>{carrier === 'other'
                ? t`Numero di tracciamento dell'ordine ${order.number} (facoltativo)`
                : t`Numero di tracciamento dell'ordine ${order.number}`}</span>
              <input
                required={carrier !== 'other'} maxLength={64} value={tracking[order.id] ?? ''}
                onChange={(e) => setTracking({ ...tracking, [order.id]: e.target.value })}
              />
            </label>
          ))}
          {pickups.length > 0 && (
            <p><Trans>Da ritirare in negozio, non si spediscono: {pickupNumbers}</Trans></p>
          )}
          {invalid && <p className="error" role="alert">{invalid}</p>}
          <div className="dialog-buttons">
            <button type="button" onClick={close}><Trans>Indietro</Trans></button>
            <button type="submit" className="primary" disabled={shippable.length === 0}><Trans>Spedisci {count} ordini</Trans></button>
          </div>
        </form>
      ) : (
        <div ref={resultsRef} tabIndex={-1}>
          <BulkShipResults outcomes={outcomes} total={shippable.length} />
          <div className="dialog-buttons">
            <button type="button" className="primary" onClick={close} disabled={running}><Trans>Chiudi</Trans></button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
