// PayPal Orders v2 for an order (decision 133): create (intent CAPTURE, EUR, the order's id as
// reference and custom id, its number as invoice id), then capture once the buyer approved. The
// PayPal button on the page sits between the two calls: its createOrder answers the id, its
// onApprove asks for the capture (decision 139).
import {
  ApiError, CheckoutPaymentIntent, type Client, OrdersController, PaypalExperienceUserAction, PaypalWalletContextShippingPreference, type Order,
} from '@paypal/paypal-server-sdk';
import type { Lang } from '../../contract/i18n-text.js';
import { ProviderUnreachable } from './provider-down.js';

export interface PaypalOrderInput {
  /** The shop's order id (UUID). */
  orderId: string;
  orderNumber: string;
  /** cashier.total, cents. */
  total: number;
  lang: Lang;
}

export interface PaypalCreated {
  /** PayPal's order id: what the button's createOrder answers. */
  id: string;
  status: string;
}

export interface PaypalCapture {
  paypalOrderId: string;
  status: string;
  /** The capture's id: the payment's reference. */
  captureId: string | null;
  /** Cents captured. */
  amount: number;
  currency: string;
  /** The shop's order id it was created for. */
  orderId: string | null;
}

/** PayPal said no: its HTTP status and the first detail's issue (e.g. ORDER_NOT_APPROVED). */
export class PaypalRefused extends Error {
  constructor(readonly status: number, readonly issue: string, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PaypalRefused';
  }
}

const LOCALES: Record<Lang, string> = { it: 'it-IT', en: 'en-GB', fr: 'fr-FR', es: 'es-ES', de: 'de-DE' };

export const eurosValue = (cents: number) => (cents / 100).toFixed(2);
const toCents = (value: string | undefined) => Math.round(Number(value ?? '0') * 100);

async function call<T>(run: () => Promise<{ result: T }>): Promise<T> {
  try {
    return (await run()).result;
  } catch (err) {
    if (err instanceof ApiError && (err.statusCode >= 500 || err.statusCode === 429)) throw new ProviderUnreachable('paypal', { cause: err });
    if (err instanceof ApiError) {
      // Orders errors: {name, message, details: [{issue, description}]}; OAuth's: {error, error_description}.
      const body = (err.result ?? {}) as { name?: string; message?: string; details?: { issue?: string; description?: string }[]; error?: string; error_description?: string };
      const detail = body.details?.[0];
      throw new PaypalRefused(
        err.statusCode,
        detail?.issue ?? body.name ?? body.error ?? 'PAYPAL_ERROR',
        detail?.description ?? body.message ?? body.error_description ?? err.message,
        { cause: err },
      );
    }
    // No answer from PayPal at all (the SDK's network errors and timeouts are not ApiErrors).
    throw new ProviderUnreachable('paypal', { cause: err });
  }
}

export async function createPaypalOrder(client: Client, input: PaypalOrderInput): Promise<PaypalCreated> {
  const orders = new OrdersController(client);
  const order: Order = await call(() => orders.createOrder({
    // PayPal answers a repeated request id with the first order: one PayPal order per shop order.
    paypalRequestId: `raggio-${input.orderId}`,
    body: {
      intent: CheckoutPaymentIntent.Capture,
      purchaseUnits: [{
        referenceId: input.orderId,
        customId: input.orderId,
        invoiceId: input.orderNumber,
        description: `Raggio ${input.orderNumber}`,
        amount: { currencyCode: 'EUR', value: eurosValue(input.total) },
      }],
      // What PayPal's window shows: the customer's language, no shipping address to pick (the
      // shop has it), "Pay now" (the order is captured at once).
      paymentSource: {
        paypal: {
          experienceContext: {
            locale: LOCALES[input.lang],
            brandName: 'Raggio',
            shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
            userAction: PaypalExperienceUserAction.PayNow,
          },
        },
      },
    },
  }));
  return { id: order.id ?? '', status: order.status ?? '' };
}

/** Captures an approved order; an unapproved or already captured one is PaypalRefused (422). */
export async function capturePaypalOrder(client: Client, paypalOrderId: string): Promise<PaypalCapture> {
  const orders = new OrdersController(client);
  const order: Order = await call(() => orders.captureOrder({ id: paypalOrderId, prefer: 'return=representation' }));
  const unit = order.purchaseUnits?.[0];
  const capture = unit?.payments?.captures?.[0];
  return {
    paypalOrderId: order.id ?? paypalOrderId,
    status: order.status ?? '',
    captureId: capture?.id ?? null,
    amount: toCents(capture?.amount?.value),
    currency: capture?.amount?.currencyCode ?? 'EUR',
    orderId: capture?.customId ?? unit?.customId ?? unit?.referenceId ?? null,
  };
}
