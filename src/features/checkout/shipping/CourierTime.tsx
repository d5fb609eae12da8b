import { useLingui } from '@lingui/react/macro';
import type { ShippingMethod } from '../../../../contract/shop';
import { deliveryTime } from '../../../ui/orders';
import styles from '../Checkout.module.css';

/**
 * A courier option's delivery time in words (the delivery-time values, src/ui/orders/delivery-time.ts:
 * FAST is '1-3 giorni lavorativi'), as the shipping information page names it; nothing for a
 * value the enum does not know, rather than the raw code.
 */
export function CourierTime({ days }: { days: ShippingMethod['deliveryAverageDays'] }) {
  const { t, i18n } = useLingui();
  const known = deliveryTime(days);
  if (!known) return null;
  const time = i18n._(known);
  return <span className={styles.note} data-testid="courier-time">{t`Tempo di consegna: ${time}`}</span>;
}
