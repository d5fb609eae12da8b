import { z } from 'zod';
import { addressSchema } from './address.js';
import { cashierSchema, checkoutShippingSchema, gradeSchema } from './checkout.js';
import { imageSchema } from './image.js';
import { orderInvoiceSchema } from './invoices.js';
import { ORDER_STATUSES } from './order-life.js';
import { paymentMethodIdSchema } from './shop.js';
import { orderWithdrawalSchema } from './withdrawals.js';

// Orders (docs/product/orders.md#order, docs/product/orders.md#intent, docs/product/checkout.md#pay-step;
// docs/product/orders.md#calls). Paths and rules: docs/decisions/123-checkout-and-order-calls.md.

/** The statuses, their moves and labels: contract/order-life.ts (docs/product/orders.md#order-statuses). */
export { ORDER_STATUSES } from './order-life.js';

export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** The order's id in paths: a UUID, so ids cannot be walked. */
export const orderIdParamsSchema = z.object({ id: z.uuid('an order id (UUID)') });

/**
 * POST orders/intents: the order made from the checkout (once per checkout: a second call answers
 * the same intent). `returnApi`: the path (under /v1) the client PATCHes to complete an order paid
 * later (bank transfer, cash on delivery, pos, cash); `returnUrl`: the page to go to afterwards.
 */
export const orderIntentSchema = z.object({
  id: z.uuid(),
  returnApi: z.string(),
  returnUrl: z.string(),
}).meta({ id: 'OrderIntent' });
export type OrderIntent = z.infer<typeof orderIntentSchema>;

/** POST orders/{id}/payWithStripe: where the browser goes to pay (the hosted payment page). */
export const stripeRedirectSchema = z.object({ url: z.string() }).meta({ id: 'StripeRedirect' });

/** PATCH orders/{id}/intents: the Stripe return (?session_id=… on the completed page). */
export const stripeReturnBodySchema = z.object({ session_id: z.string().min(1).max(255) }).meta({ id: 'StripeReturnBody' });

export const LAST_ERROR_CODES = ['PAYPAL_AUTH_CLIENT_ERROR', 'PAYPAL_ERROR', 'PAYMENT_ERROR'] as const;

/** PATCH orders/{id}: a payment failure reported by the client (docs/product/orders.md#payment-failures). */
export const orderLastErrorBodySchema = z.object({
  lastError: z.object({
    code: z.enum(LAST_ERROR_CODES),
    message: z.string().max(1000),
    stack: z.string().max(10_000).optional(),
    payload: z.record(z.string(), z.unknown()).optional(),
  }),
}).meta({ id: 'OrderLastErrorBody' });
export type OrderLastErrorBody = z.infer<typeof orderLastErrorBodySchema>;

/** One bought line as the order keeps it (prices frozen at placement). */
export const orderItemSchema = z.object({
  id: z.string(),
  articleId: z.number().int(),
  img: imageSchema.optional(),
  brand: z.object({ name: z.string() }).optional(),
  name: z.string(),
  slug: z.string(),
  grade: gradeSchema,
  /** Variants: each attribute's label and the chosen value. */
  options: z.array(z.object({ attribute: z.string(), value: z.string() })),
  quantity: z.number().int().positive(),
  prices: z.object({
    /** Unit price before discount, cents VAT included. */
    gross: z.number().int(),
    /** What the line was paid: unit price paid × quantity. */
    grossRevenue: z.number().int(),
  }),
  refund: z.object({ on: z.boolean(), quantity: z.number().int() }),
  /**
   * The VAT rate (4, 10 or 22) the line was sold at, frozen with its prices; the invoice reads it
   * (docs/decisions/235-electronic-invoices.md). Absent on orders placed before it was kept.
   */
  vatRate: z.number().int().optional(),
}).meta({ id: 'OrderItem' });
export type OrderItem = z.infer<typeof orderItemSchema>;

/** The checkout as it was when the order was placed. */
export const orderCheckoutSchema = z.object({
  cashier: cashierSchema,
  addresses: z.object({ billing: addressSchema, shipping: addressSchema }),
  gift: z.object({ on: z.boolean(), message: z.string() }),
  shipping: checkoutShippingSchema,
  payment: z.object({ method: paymentMethodIdSchema }),
}).meta({ id: 'OrderCheckout' });
export type OrderCheckout = z.infer<typeof orderCheckoutSchema>;

/** Where a bank transfer goes (the shop's data; docs/decisions/190-bank-transfer-details.md). */
export const bankAccountSchema = z.object({
  beneficiary: z.string().meta({ description: 'Who the transfer is made out to (the shop\'s company)' }),
  iban: z.string().meta({ description: 'The account, compact (no spaces), ISO 13616 checked: e.g. IT94I0306911166100000063718' }),
  bic: z.string().meta({ description: "The bank's BIC (SWIFT code), 8 or 11 characters" }),
  bank: z.string().meta({ description: "The bank's name" }),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** What a customer paying by bank transfer needs: the account, how much, and what to quote. */
export const orderTransferSchema = bankAccountSchema.extend({
  amount: z.number().int().meta({ description: "What to transfer: the order's total, cents VAT included" }),
  reference: z.string().meta({ description: "The payment reference (causale) to quote: the order's number" }),
}).meta({ id: 'OrderTransfer' });
export type OrderTransfer = z.infer<typeof orderTransferSchema>;

/**
 * How the order left (docs/decisions/193-back-office-orders.md): the carrier (contract/carriers.ts,
 * or 'pickup' when the customer collected it), its tracking number and page; null until shipped.
 */
export const orderShipmentSchema = z.object({
  carrier: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.string().nullable(),
  /** ISO 8601: when it left. */
  at: z.string(),
  deliveredOn: z.string().optional().meta({
    description: 'The day the courier delivered it (YYYY-MM-DD), as the staff recorded it (decision 249); absent until recorded, '
      + 'and for an order collected at the pickup point (`at` is the hand-over)',
  }),
}).meta({ id: 'OrderShipment' });
export type OrderShipment = z.infer<typeof orderShipmentSchema>;

export const orderSchema = z.object({
  id: z.uuid(),
  /** What the customer quotes: e.g. 'R2026-000042'. */
  number: z.string(),
  status: orderStatusSchema,
  /** ISO 8601. */
  createdAt: z.string(),
  checkout: orderCheckoutSchema,
  items: z.array(orderItemSchema),
  transfer: orderTransferSchema.nullable().meta({
    description: 'The bank details to pay with: only for a bank-transfer order still awaiting payment (awaitPayment) '
      + 'whose shop has an account set; null otherwise',
  }),
  shipment: orderShipmentSchema.nullable(),
  refunded: z.number().int().min(0).meta({
    description: 'What the shop has refunded of the order so far, cents VAT included (0 when nothing); '
      + 'the customer reads it beside the total, which stays what was paid',
  }),
  withdrawal: orderWithdrawalSchema.meta({ description: 'The withdrawal function for this order (decision 234)' }),
  invoices: z.array(orderInvoiceSchema).meta({
    description: 'Its electronic invoice and credit notes, oldest first (empty when none was issued); '
      + 'each readable as a courtesy copy at GET orders/{id}/invoices/{invoiceId} (decision 247)',
  }),
}).meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;
