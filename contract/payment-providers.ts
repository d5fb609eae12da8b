import { z } from 'zod';

// GET payments/providers (decisions 131, 133): what the client needs to start a payment. In
// sandbox mode PayPal's button cannot load (its script lives on paypal.com): the client uses the
// redirect flow to the shop's stand-in approval page instead.

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
  }),
}).meta({ id: 'PaymentProviders' });
export type PaymentProvidersInfo = z.infer<typeof paymentProvidersSchema>;
