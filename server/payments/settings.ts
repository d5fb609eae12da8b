// The payment providers' keys, from the environment (decision 131). No keys: the provider runs in
// sandbox mode, its SDK pointed at the fake the shop ships (server/payments/sandbox). Half a set of
// keys is a start-up error, never a quiet fall-back to the sandbox.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';

export const paymentEnvSchema = z.object({
  /** Stripe secret key (sk_live_… or sk_test_…); unset: Stripe's sandbox. */
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(live|test)_/, 'a Stripe secret key (sk_live_… / sk_test_…)').optional(),
  /** The signing secret of the shop's webhook endpoint (whsec_…); needed with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, 'a Stripe webhook signing secret (whsec_…)').optional(),
  /** Not needed by Checkout (a redirect); kept for a client that loads Stripe.js. */
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(live|test)_/, 'a Stripe publishable key (pk_…)').optional(),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  /** Which PayPal the real keys belong to: PayPal's own sandbox accounts, or live. */
  PAYPAL_ENVIRONMENT: z.enum(['sandbox', 'live']).default('live'),
});

export type StripeSettings =
  | { mode: 'live'; secretKey: string; webhookSecret: string; publishableKey: string | undefined }
  | { mode: 'sandbox'; secretKey: string; webhookSecret: string; publishableKey: string };

export type PaypalSettings =
  | { mode: 'live'; clientId: string; clientSecret: string; environment: 'sandbox' | 'live' }
  | { mode: 'sandbox'; clientId: string; clientSecret: string };

export interface PaymentSettings {
  stripe: StripeSettings;
  paypal: PaypalSettings;
}

/** The sandbox's keys: fixed names a reader recognises; the webhook secret is new at every start. */
export const SANDBOX_STRIPE_SECRET_KEY = 'sk_test_raggio_sandbox';
export const SANDBOX_STRIPE_PUBLISHABLE_KEY = 'pk_test_raggio_sandbox';
export const SANDBOX_PAYPAL_CLIENT_ID = 'raggio-sandbox-client';
export const SANDBOX_PAYPAL_CLIENT_SECRET = 'raggio-sandbox-secret';

/** Reads the parsed variables (see paymentEnvSchema); throws, naming the variable, on half a set. */
export function paymentSettings(env: z.infer<typeof paymentEnvSchema>): PaymentSettings {
  const problems: string[] = [];
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) problems.push('STRIPE_WEBHOOK_SECRET: needed with STRIPE_SECRET_KEY');
  if (!env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) problems.push('STRIPE_SECRET_KEY: needed with STRIPE_WEBHOOK_SECRET');
  if (Boolean(env.PAYPAL_CLIENT_ID) !== Boolean(env.PAYPAL_CLIENT_SECRET)) {
    problems.push('PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET: set both or neither');
  }
  if (problems.length > 0) throw new Error(`Invalid configuration: ${problems.join('; ')}`);

  const stripe: StripeSettings = env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
    ? { mode: 'live', secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, publishableKey: env.STRIPE_PUBLISHABLE_KEY }
    : {
      mode: 'sandbox',
      secretKey: SANDBOX_STRIPE_SECRET_KEY,
      webhookSecret: `whsec_sandbox_${randomBytes(24).toString('hex')}`,
      publishableKey: SANDBOX_STRIPE_PUBLISHABLE_KEY,
    };
  const paypal: PaypalSettings = env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
    ? { mode: 'live', clientId: env.PAYPAL_CLIENT_ID, clientSecret: env.PAYPAL_CLIENT_SECRET, environment: env.PAYPAL_ENVIRONMENT }
    : { mode: 'sandbox', clientId: SANDBOX_PAYPAL_CLIENT_ID, clientSecret: SANDBOX_PAYPAL_CLIENT_SECRET };
  return { stripe, paypal };
}
