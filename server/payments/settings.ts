// The payment providers' keys, from the environment (decision 131). No keys: the provider runs in
// sandbox mode, its SDK pointed at the fake the shop ships (server/payments/sandbox), but only
// where the sandbox is allowed (decision 191): anyone can pay on the sandbox's pages without money,
// so a shop served over https runs it only when PAYMENT_SANDBOX=on says so, and otherwise refuses
// to start without keys. Half a set of keys is a start-up error, never a quiet fall-back.
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
  /**
   * Whether a provider without keys may run on the sandbox's fakes. Unset: yes, unless PUBLIC_URL
   * is https (a shop in production takes real money or none).
   */
  PAYMENT_SANDBOX: z.enum(['on', 'off']).optional(),
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
  /** Whether the sandbox may run, and why: the start-up log and GET /v1/health say it. */
  sandbox: { allowed: boolean; reason: 'asked' | 'refused' | 'not https' | 'https' };
}

/** The sandbox's keys: fixed names a reader recognises; the webhook secret is new at every start. */
export const SANDBOX_STRIPE_SECRET_KEY = 'sk_test_raggio_sandbox';
export const SANDBOX_STRIPE_PUBLISHABLE_KEY = 'pk_test_raggio_sandbox';
export const SANDBOX_PAYPAL_CLIENT_ID = 'raggio-sandbox-client';
export const SANDBOX_PAYPAL_CLIENT_SECRET = 'raggio-sandbox-secret';

/** Whether the sandbox may stand in for a provider without keys (decision 191). */
function sandboxAllowed(asked: 'on' | 'off' | undefined, publicUrl: string | undefined): PaymentSettings['sandbox'] {
  if (asked === 'on') return { allowed: true, reason: 'asked' };
  if (asked === 'off') return { allowed: false, reason: 'refused' };
  const https = publicUrl?.startsWith('https:') ?? false;
  return https ? { allowed: false, reason: 'https' } : { allowed: true, reason: 'not https' };
}

/**
 * Reads the parsed variables (see paymentEnvSchema; `publicUrl`: PUBLIC_URL as given); throws,
 * naming the variables, on half a set, or on a provider without keys where the sandbox may not run.
 */
export function paymentSettings(env: z.infer<typeof paymentEnvSchema>, publicUrl?: string): PaymentSettings {
  const problems: string[] = [];
  const sandbox = sandboxAllowed(env.PAYMENT_SANDBOX, publicUrl);
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) problems.push('STRIPE_WEBHOOK_SECRET: needed with STRIPE_SECRET_KEY');
  if (!env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) problems.push('STRIPE_SECRET_KEY: needed with STRIPE_WEBHOOK_SECRET');
  if (Boolean(env.PAYPAL_CLIENT_ID) !== Boolean(env.PAYPAL_CLIENT_SECRET)) {
    problems.push('PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET: set both or neither');
  }
  if (!sandbox.allowed) {
    const why = sandbox.reason === 'https' ? 'PUBLIC_URL is https' : 'PAYMENT_SANDBOX=off';
    const hint = 'set the keys, or PAYMENT_SANDBOX=on for a shop that takes no real money';
    if (!env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) problems.push(`STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: needed, as the payment sandbox does not run where ${why} (${hint})`);
    if (!env.PAYPAL_CLIENT_ID && !env.PAYPAL_CLIENT_SECRET) problems.push(`PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET: needed, as the payment sandbox does not run where ${why} (${hint})`);
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
  return { stripe, paypal, sandbox };
}
