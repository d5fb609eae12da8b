import { z } from 'zod';

// GET payments/providers (decisions 131, 133, 139): what the client needs to start a payment. In
// sandbox mode PayPal's button loads the shop's stand-in for PayPal's JS SDK (`sdkBaseUrl`).

export const providerModeSchema = z.enum(['live', 'sandbox']);

export const paymentProvidersSchema = z.object({
  stripe: z.object({
    mode: providerModeSchema,
    /** Stripe.js's key; null when none is configured (Checkout is a redirect and needs none). */
    publishableKey: z.string().nullable(),
  }),
  paypal: z.object({
    mode: providerModeSchema,
    /** The client id the PayPal button loads with (public by design). */
    clientId: z.string(),
    /** Where the button's script loads from (paypal-js's sdkBaseUrl): the shop's own stand-in in sandbox mode; null: PayPal's. */
    sdkBaseUrl: z.string().nullable(),
  }),
}).meta({ id: 'PaymentProviders' });
export type PaymentProvidersInfo = z.infer<typeof paymentProvidersSchema>;
