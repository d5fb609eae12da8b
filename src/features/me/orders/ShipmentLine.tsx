import { useLingui } from '@lingui/react/macro';
import { CARRIER_NAMES } from '../../../../contract/carriers';
import type { OrderShipment } from '../../../../contract/orders';

/** How the order left: the carrier and tracking number, with the carrier's page when there is one. */
export function ShipmentLine({ shipment }: { shipment: OrderShipment }) {
  const { t } = useLingui();
  const { trackingNumber, trackingUrl } = shipment;
  const carrier = shipment.carrier === 'other' ? null : (CARRIER_NAMES as Record<string, string>)[shipment.carrier] ?? shipment.carrier;
  // The shop's own delivery ('other') may have no number: then the line says only that it left.
  const shippedText = () => {
    if (carrier) return trackingNumber ? t`Spedito con ${carrier}, numero di spedizione ${trackingNumber}` : t`Spedito con ${carrier}`;
    return trackingNumber ? t`Numero di spedizione: ${trackingNumber}` : t`Spedito`;
  };
  return (
    <p data-testid="order-tracking">
      {shippedText()}
      {trackingUrl ? <> <a href={trackingUrl} target="_blank" rel="noopener noreferrer">{t`Segui la spedizione`}</a></> : null}
    </p>
  );
}
