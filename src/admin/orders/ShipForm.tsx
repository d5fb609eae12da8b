import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { AdminOrder } from '../../../contract/admin-orders';
import { CARRIER_NAMES, CARRIERS, type Carrier } from '../../../contract/carriers';
import { ErrorNote } from '../ui/ErrorNote';
import { useOrderAction } from './use-order-action';

/**
 * Ship one order: the carrier and its tracking number, which the shop's own delivery ('Altro')
 * may leave out (docs/decisions/193-back-office-orders.md); a courier without one is refused here
 * in words.
 */
export function ShipForm({ order }: { order: AdminOrder }) {
  const { t } = useLingui();
  const [carrier, setCarrier] = useState<Carrier>('brt');
  const [trackingNumber, setTrackingNumber] = useState('');
  const mutation = useOrderAction(order.id, 'ship', () => setTrackingNumber(''));
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = trackingNumber.trim();
    // Only spaces pass the field's own check: said here in words rather than sent for the
    // server's validation message, which names the field in English.
    if (carrier !== 'other' && number === '') return setInvalid(t`Scrivi il numero di tracciamento: con un corriere serve. Senza numero scegli «Altro».`);
    setInvalid(null);
    mutation.run({ carrier, trackingNumber: number });
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
      {invalid && <p className="error" role="alert">{invalid}</p>}
      <ErrorNote error={mutation.error} />
    </form>
  );
}
