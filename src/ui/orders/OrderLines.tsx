import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderItem } from '../../../contract/orders';
import { LocalizedLink, money } from '../../lib';
import { IMAGE_SIZES } from '../image-sources';
import { ResponsiveImage } from '../ResponsiveImage';
import styles from './OrderLines.module.css';

/**
 * An order's bought lines (docs/product/orders.md#my-orders): image,
 * brand, name, a variant's options, quantity, what the line was paid, and any refund.
 */
export function OrderLines({ items }: { items: OrderItem[] }) {
  return (
    <ul role="list" className={styles.lines}>
      {items.map((item) => <OrderLine key={item.id} item={item} />)}
    </ul>
  );
}

function OrderLine({ item }: { item: OrderItem }) {
  const { t } = useLingui();
  const quantity = item.quantity;
  const refunded = item.refund.quantity;
  return (
    <li className={styles.line} data-testid="order-line">
      <div className={styles.media} aria-hidden="true">
        {item.img ? <ResponsiveImage image={item.img} sizes={IMAGE_SIZES.thumb} alt="" className={styles.img} /> : null}
      </div>
      <div className={styles.body}>
        {item.brand ? <p className={styles.brand}>{item.brand.name}</p> : null}
        <p className={styles.name}><LocalizedLink to={`/p/${item.slug}`}>{item.name}</LocalizedLink></p>
        {item.options.length > 0 ? (
          <ul role="list" className={styles.options} aria-label={t`Opzioni`}>
            {item.options.map((o) => <li key={o.attribute}>{o.attribute}: {o.value}</li>)}
          </ul>
        ) : null}
        <p className={styles.quantity}><Trans>Quantità: {quantity}</Trans></p>
        {item.refund.on ? <p className={styles.refund}><Trans>Rimborsati: {refunded}</Trans></p> : null}
      </div>
      <p className={styles.price}>{money(item.prices.grossRevenue)}</p>
    </li>
  );
}
