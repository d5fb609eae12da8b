// The back office's to-do tiles (docs/decisions/193-back-office-orders.md): what each counts is
// the filter of the list it opens, declared once here, so a tile and its list always agree.
import { SHIPPING_TYPES, type ShippingType } from './rules/shipping.js';
import type { OrderStatus } from './order-life.js';
import type { PaymentMethodId } from './rules/payment.js';

export interface OrderTileFilter {
  status?: OrderStatus[];
  paymentMethod?: PaymentMethodId;
  shippingMethod?: ShippingType[];
  /** Orders with a return still open (docs/decisions/245-returns-in-the-back-office.md). */
  returns?: 'open';
}

/** Being prepared: accepted, taken in charge, or put on hold by the staff. */
const PREPARING: OrderStatus[] = ['pending', 'tookcharge', 'awaitProcessing'];
const SENT_BY_COURIER = SHIPPING_TYPES.filter((type) => type !== 'pickup');

export const ADMIN_ORDER_TILES = {
  transfersToConfirm: { status: ['awaitPayment'], paymentMethod: 'bankTransfer' },
  toShip: { status: PREPARING, shippingMethod: SENT_BY_COURIER },
  toPrepareForPickup: { status: PREPARING, shippingMethod: ['pickup'] },
  toHandOver: { status: ['awaitPickup'] },
  returnsToHandle: { returns: 'open' },
} as const satisfies Record<string, OrderTileFilter>;

export type AdminOrderTile = keyof typeof ADMIN_ORDER_TILES;

/** The list's query for a tile: the values as GET admin/orders and the back office's address take them. */
export function tileSearch(tile: AdminOrderTile): Record<string, string> {
  const filter: OrderTileFilter = ADMIN_ORDER_TILES[tile];
  return {
    ...(filter.status ? { status: filter.status.join(',') } : {}),
    ...(filter.returns ? { returns: filter.returns } : {}),
    ...(filter.paymentMethod ? { paymentMethod: filter.paymentMethod } : {}),
    ...(filter.shippingMethod ? { shippingMethod: filter.shippingMethod.join(',') } : {}),
  };
}
