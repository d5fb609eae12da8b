import { z } from 'zod';
import { addressSchema } from './address.js';
import { adminHistoryRefusalSchema } from './admin-history.js';
import { CARRIERS } from './carriers.js';
import { cashierSchema, checkoutShippingSchema } from './checkout.js';
import { calendarDaySchema, INT4_MAX } from './db-values.js';
import { isLongText } from './rules/catalogue-entry.js';
import { orderItemSchema, orderShipmentSchema, orderStatusSchema, ORDER_STATUSES } from './orders.js';
import { paymentMethodIdSchema, shippingTypeSchema } from './shop.js';
import { withdrawalSchema } from './withdrawals.js';

// The back office's orders (docs/decisions/193-back-office-orders.md): the list with its counts,
// one order's page, and the actions that move it. Every call is under /v1/admin, staff only.

export const ADMIN_ORDERS_PAGE_SIZE_MAX = 100;
export const ADMIN_ORDERS_PAGE_SIZE_DEFAULT = 25;

/** A query value naming one or more of `values`, comma-separated (`pending,tookcharge`); each once. */
const oneOrMore = <T extends string>(item: z.ZodType<T>, what: string) => z.string()
  .meta({ description: `one or more ${what}, comma-separated` })
  .transform((text, ctx): T[] => {
    const parts = text.split(',').map((part) => part.trim());
    const read = parts.map((part) => item.safeParse(part));
    const bad = parts.filter((_, i) => !read[i]!.success);
    if (bad.length > 0 || parts.length === 0) {
      ctx.addIssue({ code: 'custom', message: `not ${what}: ${bad.join(', ') || '(none)'}` });
      return z.NEVER;
    }
    return [...new Set(read.map((r) => r.data as T))];
  });

/**
 * GET admin/orders: every filter optional; `status` and `shippingMethod` take several values
 * (any of them matches); `from`/`to` are placement days in Italy's time, both included.
 */
export const adminOrdersQuerySchema = z.object({
  status: oneOrMore(orderStatusSchema, 'order statuses').optional(),
  paymentMethod: paymentMethodIdSchema.optional(),
  shippingMethod: oneOrMore(shippingTypeSchema, 'shipping types').optional(),
  from: calendarDaySchema.optional(),
  to: calendarDaySchema.optional(),
  /** Part of the order number, the customer's name or e-mail (case-insensitive). */
  q: z.string().trim().max(100).optional(),
  /** 'open': orders with a withdrawal statement whose return the staff still have to handle (decision 245). */
  returns: z.enum(['open']).optional(),
  page: z.string().regex(/^[1-9][0-9]{0,5}$/, 'a page number from 1').transform(Number).optional(),
  pageSize: z.string().regex(/^[1-9][0-9]{0,2}$/, 'from 1').transform(Number)
    .refine((n) => n <= ADMIN_ORDERS_PAGE_SIZE_MAX, { message: `at most ${ADMIN_ORDERS_PAGE_SIZE_MAX}` }).optional(),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

export const adminCustomerSchema = z.object({
  id: z.number().int(),
  name: z.object({ first: z.string(), last: z.string() }),
  email: z.string(),
}).meta({ id: 'AdminOrderCustomer' });

/** One row of the list. */
export const adminOrderSummarySchema = z.object({
  id: z.uuid(),
  number: z.string(),
  status: orderStatusSchema,
  /** ISO 8601: when the order was placed. */
  placedAt: z.string(),
  /** Cents, VAT included. */
  total: z.number().int(),
  paymentMethod: paymentMethodIdSchema,
  shippingMethod: shippingTypeSchema.nullable(),
  customer: adminCustomerSchema,
  itemCount: z.number().int().meta({ description: 'Units bought, over all lines' }),
  /** The earliest refund deadline (YYYY-MM-DD, Rome) of its returns still open; null when none (decision 245). */
  refundBy: z.string().nullable().optional(),
}).meta({ id: 'AdminOrderSummary' });
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

/**
 * What needs the staff's hand, over all placed orders whatever the filters (decision 193):
 * `transfersToConfirm`: bank-transfer orders placed and awaiting payment; `toShip`: pending,
 * tookcharge or awaitProcessing orders whose shipping is not a pickup; `toHandOver`: awaitPickup orders;
 * `toPrepareForPickup`: pending, tookcharge or awaitProcessing pickup orders.
 */
export const adminOrderToDoSchema = z.object({
  transfersToConfirm: z.number().int(),
  toShip: z.number().int(),
  toPrepareForPickup: z.number().int(),
  toHandOver: z.number().int(),
  /** Orders with a return still to handle: accept or refuse, goods to check, refund to make (decision 245). */
  returnsToHandle: z.number().int(),
}).meta({ id: 'AdminOrderToDo' });

export const adminOrdersPageSchema = z.object({
  docs: z.array(adminOrderSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Orders matching the filters. */
  total: z.number().int(),
  totalPages: z.number().int(),
  /** Placed orders per status (every status present, 0 when none), whatever the filters. */
  counts: z.record(z.enum(ORDER_STATUSES), z.number().int()),
  toDo: adminOrderToDoSchema,
}).meta({ id: 'AdminOrdersPage' });
export type AdminOrdersPage = z.infer<typeof adminOrdersPageSchema>;

export const ADMIN_ORDER_ACTIONS = ['transfer-received', 'take-charge', 'ready-for-pickup', 'ship', 'hand-over', 'refund', 'cancel'] as const;
export const adminOrderActionSchema = z.enum(ADMIN_ORDER_ACTIONS);
export type AdminOrderAction = z.infer<typeof adminOrderActionSchema>;

export const adminOrderMailSchema = z.object({
  /** 'confirmation', 'transferReceived', 'readyForPickup', 'shipped', 'refunded', 'cancelled'; 'shopNewOrder' (to the shop's order address). */
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  /** owed: to be sent (after the change, or tried again later); sent; failed: refused for good, `error` says why (decision 228). */
  status: z.enum(['owed', 'sent', 'failed']),
  /** When the change that caused it owed it. */
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** Sends tried so far. */
  attempts: z.number().int(),
  /** The mail server's last refusal: why it failed, or why an owed mail is tried again. */
  error: z.string().nullable(),
}).meta({ id: 'AdminOrderMail' });

export const adminOrderRefundSchema = z.object({
  id: z.uuid(),
  amount: z.number().int(),
  lines: z.array(z.object({ itemId: z.string(), quantity: z.number().int() })),
  via: z.enum(['stripe', 'paypal', 'manual']),
  /** The provider's refund id (re_… at Stripe, the PayPal refund id); null for a manual one. */
  reference: z.string().nullable(),
  restockedAt: z.string().nullable(),
  staff: z.object({ id: z.number().int(), name: z.string() }),
  createdAt: z.string(),
}).meta({ id: 'AdminOrderRefund' });

export const adminOrderHistoryEntrySchema = z.object({
  at: z.string(),
  /** 'order.transferReceived', 'order.tookCharge', 'order.readyForPickup', 'order.shipped', 'order.handedOver', 'order.refunded', 'order.cancelled', 'order.noted'. */
  action: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  staff: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  /** Null: done. Set: refused, nothing changed; `action` is then the refused call's method and route. */
  refusal: adminHistoryRefusalSchema.nullable(),
}).meta({ id: 'AdminOrderHistoryEntry' });

/** A staff member's note on the order: plain text, never shown to the customer (decision 240). */
export const adminOrderNoteSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  createdAt: z.string(),
  staff: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
}).meta({ id: 'AdminOrderNote' });
export type AdminOrderNote = z.infer<typeof adminOrderNoteSchema>;

export const ADMIN_ORDER_NOTE_MAX = 2000;

/**
 * POST admin/orders/{id}/notes: plain text (shown as text, never as HTML), trimmed, 1 to
 * ADMIN_ORDER_NOTE_MAX characters; line breaks and tabs are its only control characters.
 */
export const adminOrderNoteBodySchema = z.object({
  text: z.string().trim().min(1, 'a note with some text').max(ADMIN_ORDER_NOTE_MAX)
    .refine(isLongText, 'no control characters but tabs and line breaks'),
}).meta({ id: 'AdminOrderNoteBody' });
export type AdminOrderNoteBody = z.infer<typeof adminOrderNoteBodySchema>;

export const adminOrderSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  status: orderStatusSchema,
  /** The customer's language at the order: the language of every mail they are sent. */
  lang: z.string(),
  createdAt: z.string(),
  placedAt: z.string().nullable(),
  updatedAt: z.string(),
  customer: adminCustomerSchema,
  items: z.array(orderItemSchema),
  addresses: z.object({ billing: addressSchema, shipping: addressSchema }),
  gift: z.object({ on: z.boolean(), message: z.string() }),
  shipping: checkoutShippingSchema,
  cashier: cashierSchema,
  payment: z.object({
    method: paymentMethodIdSchema,
    /** The confirmed payment at the provider (card: Stripe payment intent; PayPal: the capture id). */
    confirmed: z.object({ provider: z.enum(['stripe', 'paypal']), reference: z.string(), amount: z.number().int(), at: z.string() }).nullable(),
    stripeSessionId: z.string().nullable(),
    paypalOrderId: z.string().nullable(),
  }),
  totals: z.object({
    /** The order's total, cents VAT included. */
    total: z.number().int(),
    /** Refunded so far. */
    refunded: z.number().int(),
    /** What can still be refunded. */
    refundable: z.number().int(),
  }),
  shipment: orderShipmentSchema.nullable(),
  withdrawalLastDay: z.string().nullable().optional().meta({
    description: "The withdrawal period's last day (YYYY-MM-DD, Europe/Rome), as the customer reads it on the order (decision 234, 249): "
      + 'null before the goods left and for an order that cannot be withdrawn from; always sent (optional so an answer stored before it still reads)',
  }),
  lastError: z.object({ code: z.string(), message: z.string(), at: z.string() }).passthrough().nullable(),
  mails: z.array(adminOrderMailSchema),
  refunds: z.array(adminOrderRefundSchema),
  history: z.array(adminOrderHistoryEntrySchema),
  /** The staff's notes, oldest first (decision 240); the back office shows them in the history. */
  notes: z.array(adminOrderNoteSchema),
  /** The customer's withdrawal statements, oldest first, each with its return's course (decisions 234, 245). */
  withdrawals: z.array(withdrawalSchema),
  /** The actions its status allows now (a refused one answers 409 ORDER_STATUS_CONFLICT). */
  actions: z.array(adminOrderActionSchema),
}).meta({ id: 'AdminOrder' });
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/**
 * POST admin/orders/{id}/ship. `trackingNumber` is needed with a courier; with 'other' (the shop's
 * own delivery, a van, a friend of the shop) there may be none.
 */
export const adminShipBodySchema = z.object({
  carrier: z.enum(CARRIERS),
  trackingNumber: z.string().trim().max(64).default(''),
}).superRefine((body, ctx) => {
  if (body.carrier !== 'other' && body.trackingNumber === '') {
    ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: 'a tracking number is needed with a courier (not with other)' });
  }
}).meta({ id: 'AdminShipBody' });
export type AdminShipBody = z.infer<typeof adminShipBodySchema>;

/**
 * PUT admin/orders/{id}/delivery (decision 249): the day a courier delivered the order, e.g. read
 * on the courier's tracking; recorded again to correct it. Not in the future (Rome's calendar),
 * not before the day it shipped: refused 400 DELIVERY_DAY_IN_FUTURE, DELIVERY_BEFORE_SHIPPING.
 */
export const adminDeliveryBodySchema = z.object({
  deliveredOn: calendarDaySchema.meta({ description: 'The delivery day, YYYY-MM-DD (Europe/Rome)' }),
}).meta({ id: 'AdminDeliveryBody' });
export type AdminDeliveryBody = z.infer<typeof adminDeliveryBodySchema>;

/**
 * POST admin/orders/{id}/refund. No `lines` and no `amount`: everything still refundable.
 * `lines` alone: their share of what was paid; `amount` (cents) sets the sum whatever the lines.
 * `restock`: the refunded lines' units go back to stock (with no lines: every unit not yet refunded).
 */
export const adminRefundBodySchema = z.object({
  lines: z.array(z.object({ itemId: z.string().min(1).max(64), quantity: z.number().int().min(1).max(INT4_MAX) })).max(200).optional(),
  amount: z.number().int().min(1).max(INT4_MAX).optional(),
  restock: z.boolean(),
}).meta({ id: 'AdminRefundBody' });
export type AdminRefundBody = z.infer<typeof adminRefundBodySchema>;

/** POST admin/orders/{id}/cancel: `restock` defaults to true (the goods never left). */
export const adminCancelBodySchema = z.object({
  restock: z.boolean().optional(),
}).meta({ id: 'AdminCancelBody' });
export type AdminCancelBody = z.infer<typeof adminCancelBodySchema>;

/**
 * Refusal codes of the actions (409 unless said): ORDER_STATUS_CONFLICT {status, action} the status does
 * not allow it; NOT_A_TRANSFER (transfer-received on another method); NOT_A_PICKUP / IS_A_PICKUP
 * (ready-for-pickup, hand-over vs ship); REFUND_NOTHING_PAID (nothing paid yet: a transfer not
 * received, cash on delivery not delivered); REFUND_TOO_MUCH {refundable}; REFUND_LINE_UNKNOWN (400)
 * {itemId}; REFUND_LINE_TWICE (400) {itemId}; REFUND_TOO_MANY_UNITS {itemId, refundable};
 * REFUND_PROVIDER_FAILED {provider, issue} the provider refused, nothing changed; REFUND_PROVIDER_DOWN
 * (503) {provider} the provider did not answer, nothing changed; IDEMPOTENCY_KEY_REUSED the key was
 * used for another request; IDEMPOTENCY_IN_PROGRESS the same request is still running.
 */
export const ADMIN_ORDER_REFUSALS = [
  'ORDER_STATUS_CONFLICT', 'NOT_A_TRANSFER', 'NOT_A_PICKUP', 'IS_A_PICKUP', 'REFUND_NOTHING_PAID', 'REFUND_TOO_MUCH',
  'REFUND_LINE_UNKNOWN', 'REFUND_LINE_TWICE', 'REFUND_TOO_MANY_UNITS', 'REFUND_PROVIDER_FAILED', 'REFUND_PROVIDER_DOWN',
  'NOT_SHIPPED', 'DELIVERY_DAY_IN_FUTURE', 'DELIVERY_BEFORE_SHIPPING',
] as const;

/** The columns of the orders export, in order (decision 240). */
export const ADMIN_ORDERS_CSV_COLUMNS = [
  'number', 'placed_at', 'customer', 'email', 'status', 'payment_method', 'shipping', 'shipping_cost', 'total', 'refunded', 'invoice_requested',
] as const;

/**
 * GET admin/orders/export: the orders placed from `from` to `to`, days in Italy's time, both
 * included; `from` not after `to`. `format` as the catalogue file's (decision 233).
 */
export const adminOrdersExportQuerySchema = z.object({
  from: calendarDaySchema,
  to: calendarDaySchema,
  format: z.enum(['csv', 'excel-it']).default('csv').meta({
    description: 'csv: commas between cells, decimal dots; excel-it: a byte-order mark, semicolons, decimal commas, VERO/FALSO, as a spreadsheet set to Italian opens it',
  }),
});
export type AdminOrdersExportQuery = z.infer<typeof adminOrdersExportQuerySchema>;

/** A range whose first day comes after its last is refused (400), not answered empty. */
export const exportRangeInOrder = (query: { from: string; to: string }, ctx: z.RefinementCtx) => {
  if (query.from > query.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'a day not before from' });
};
