// The payment providers' keys, from the environment (decision 131). No keys: the provider runs in
// sandbox mode, its SDK pointed at the fake the shop ships (server/payments/sandbox), but only
// where the sandbox is allowed (decisions 191 and 222): anyone can pay on the sandbox's pages
// without money, so a shop whose PUBLIC_URL names a host others can reach runs it only when
// PAYMENT_SANDBOX=on says so, and otherwise refuses to start without keys. Half a set of keys is
// a start-up error, never a quiet fall-back.
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
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
   * Whether a provider without keys may run on the sandbox's fakes. Unset: only while PUBLIC_URL
   * is unset or names a host of this machine or its network (a shop others reach takes real money
   * or none).
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
  sandbox: { allowed: boolean; reason: 'asked' | 'refused' | 'local host' | 'public host' };
}

/** The sandbox's keys: fixed names a reader recognises; the webhook secret is new at every start. */
export const SANDBOX_STRIPE_SECRET_KEY = 'sk_test_raggio_sandbox';
export const SANDBOX_STRIPE_PUBLISHABLE_KEY = 'pk_test_raggio_sandbox';
export const SANDBOX_PAYPAL_CLIENT_ID = 'raggio-sandbox-client';
export const SANDBOX_PAYPAL_CLIENT_SECRET = 'raggio-sandbox-secret';

/** Names no public resolver answers: this machine's (RFC 6761 localhost), tests' (.test) and a LAN's mDNS (.local). */
const LOCAL_NAME = /(^|\.)(localhost|test|local)$/;

/** An IPv4 or IPv6 address of this machine, a private network or a link. */
function isLocalAddress(address: string): boolean {
  if (isIP(address) === 4) {
    const [a = 0, b = 0] = address.split('.').map(Number);
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
  }
  const v6 = address.toLowerCase();
  if (v6 === '::1') return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(v6);
  if (mapped) return isLocalAddress(mapped[1]!);
  return /^f[cd][0-9a-f]{0,2}:/.test(v6) || /^fe[89ab][0-9a-f]?:/.test(v6);
}

/**
 * Whether PUBLIC_URL names a host only this machine or its network reaches. Read as a URL (the
 * parser lowers the scheme's and the host's case, so `HTTPS://SHOP.EXAMPLE` is shop.example); a
 * value that is not one counts as public (docs/decisions/222-the-sandbox-follows-the-host.md).
 */
export function isLocalPublicUrl(publicUrl: string): boolean {
  let host: string;
  try {
    host = new URL(publicUrl).hostname.replace(/\.$/, '');
  } catch {
    return false;
  }
  if (host.startsWith('[') && host.endsWith(']')) return isLocalAddress(host.slice(1, -1));
  return isIP(host) ? isLocalAddress(host) : LOCAL_NAME.test(host);
}

/** Whether the sandbox may stand in for a provider without keys (decisions 191 and 222). */
function sandboxAllowed(asked: 'on' | 'off' | undefined, publicUrl: string | undefined): PaymentSettings['sandbox'] {
  if (asked === 'on') return { allowed: true, reason: 'asked' };
  if (asked === 'off') return { allowed: false, reason: 'refused' };
  return publicUrl === undefined || isLocalPublicUrl(publicUrl) ? { allowed: true, reason: 'local host' } : { allowed: false, reason: 'public host' };
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
    const why = sandbox.reason === 'public host' ? 'PUBLIC_URL names a public host' : 'PAYMENT_SANDBOX=off';
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
