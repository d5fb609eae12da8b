import type { ShippingReview } from './review';
import { useShippingTypeLabels } from './shipping-type-labels';

/**
 * A shipping choice in words: its type and courier option, or the pickup point with its day and
 * slot. The confirm step's review and an order's detail show it alike.
 */
export function ShippingChoice({ shipping }: { shipping: ShippingReview }) {
  const typeLabels = useShippingTypeLabels();
  return (
    <>
      <p><strong>{typeLabels[shipping.type]}</strong>{shipping.name && shipping.type !== 'pickup' ? ` · ${shipping.name}` : ''}</p>
      {shipping.pickup ? (
        <p>
          {shipping.pickup.name}, {shipping.pickup.address.street}, {shipping.pickup.address.zipcode} {shipping.pickup.address.city}
          {' · '}{shipping.pickup.date.split('-').reverse().join('/')} {shipping.pickup.hour.from}–{shipping.pickup.hour.to}
        </p>
      ) : null}
    </>
  );
}
