import type { Order } from '../../../contract/orders';
import { readStored, storageKeys, track, writeStored } from '../../lib';

/**
 * The purchase event, once per order (docs/product/orders.md#completed-page): the last
 * order id is remembered on the device, so a reload or a second visit of the page sends nothing.
 */
export function trackPurchaseOnce(order: Order): void {
  if (readStored(storageKeys.lastOrderId) === order.id) return;
  writeStored(storageKeys.lastOrderId, order.id);
  track('purchase', {
    model: 'order',
    evtData: {
      id: order.id,
      number: order.number,
      total: order.checkout.cashier.total,
      items: order.items.map((item) => ({ id: item.articleId, quantity: item.quantity, revenue: item.prices.grossRevenue })),
    },
  });
}
