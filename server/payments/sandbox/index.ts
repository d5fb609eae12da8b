// The payment sandbox (decision 131): with no keys, each provider's official SDK talks to the fake
// of its HTTP API that the shop ships, and the hosted pages are served by the shop under /sandbox.
// The SDKs reach their fake in process through the fetch each lets the caller supply (Stripe's
// httpClient, PayPal's axios `env.fetch`): the exchange is the provider's wire format, with no
// port to know (tests listen on port 0) and nothing to reach through a proxy. The same fakes
// answer over real HTTP under /sandbox/{stripe,paypal} for tests and curious developers.
// PayPal's button is the real @paypal/react-paypal-js component running a stand-in for PayPal's
// JS SDK that the shop serves at /sandbox/paypal/sdk/js (paypal-sdk.ts, decision 139).
import { Hono } from 'hono';
import type { PaymentSettings } from '../settings.js';
import { paypalFake } from './paypal-fake.js';
import { paypalSdkStandIn } from './paypal-sdk.js';
import { stripeApi } from './stripe-api.js';
import { stripeEvents, type WebhookDelivery } from './stripe-events.js';
import { stripeHosted } from './stripe-hosted.js';
import { StripeSandboxState } from './stripe-state.js';
import { PAYPAL_SDK_PATH, SANDBOX_PATH, STRIPE_WEBHOOK_PATH } from './paths.js';

export { PAYPAL_SDK_PATH, SANDBOX_PATH, STRIPE_WEBHOOK_PATH } from './paths.js';

type FetchHandler = (request: Request) => Response | Promise<Response>;

/** How a sandbox provider answers: as itself, not at all (an outage), or refusing every call. */
export type SandboxHealth = 'up' | 'down' | 'refusing';

/** What each provider says when it refuses a call, in its own error shape. */
const REFUSALS: Record<'stripe' | 'paypal', () => Response> = {
  stripe: () => Response.json({ error: { type: 'invalid_request_error', code: 'account_invalid', message: 'The sandbox refuses every call (POST /sandbox/outage?provider=stripe&down=refuse).' } }, { status: 400 }),
  paypal: () => Response.json({ name: 'UNPROCESSABLE_ENTITY', message: 'The sandbox refuses every call.', details: [{ issue: 'PAYEE_ACCOUNT_RESTRICTED', description: 'The sandbox refuses every call (POST /sandbox/outage?provider=paypal&down=refuse).' }] }, { status: 422 }),
};

/**
 * A fetch that hands every request, whatever its host, to `handler` at the same path and query;
 * while `health()` says so, it fails as fetch does when the host does not answer, or answers
 * every call with the provider's refusal.
 */
export function fetchInto(handler: FetchHandler, health: () => SandboxHealth = () => 'up', refusal?: () => Response): typeof fetch {
  return async (input, init) => {
    const now = health();
    if (now === 'down') throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED (the sandbox provider is down)') });
    if (now === 'refusing' && refusal) return refusal();
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const inner = new Request(`http://sandbox.internal${url.pathname}${url.search}`, input instanceof Request ? new Request(request, init) : request);
    return handler(inner);
  };
}

export interface PaymentSandboxOptions {
  settings: PaymentSettings;
  /** The shop's public origin, for the pages' and the webhook's addresses. */
  publicUrl: string;
  /** Delivers a webhook to the shop (the app's own fetch). */
  deliver: WebhookDelivery;
  apiVersion: string;
  onDeliveryFailure?: (eventId: string, detail: string) => void;
}

export interface PaymentSandbox {
  /** Mounted by the app at SANDBOX_PATH. */
  routes: Hono;
  /** Set when that provider runs in the sandbox: the fetch its SDK uses. */
  stripeFetch: typeof fetch | undefined;
  paypalFetch: typeof fetch | undefined;
  /** For tests: what the Stripe sandbox holds. */
  stripeState: StripeSandboxState | undefined;
  /** For tests: a provider set down answers nothing, as in an outage; one set refusing says no to every call. */
  outage: Record<'stripe' | 'paypal', SandboxHealth>;
}

export function createPaymentSandbox({ settings, publicUrl, deliver, apiVersion, onDeliveryFailure }: PaymentSandboxOptions): PaymentSandbox {
  const routes = new Hono();
  let stripeFetch: typeof fetch | undefined;
  let paypalFetch: typeof fetch | undefined;
  let stripeState: StripeSandboxState | undefined;
  const outage: Record<'stripe' | 'paypal', SandboxHealth> = { stripe: 'up', paypal: 'up' };
  // Never with real keys: a live shop has no fake to pay through.
  if (settings.stripe.mode === 'sandbox') {
    stripeState = new StripeSandboxState();
    const events = stripeEvents({
      state: stripeState, webhookSecret: settings.stripe.webhookSecret, webhookUrl: `${publicUrl}${STRIPE_WEBHOOK_PATH}`, deliver, apiVersion, onDeliveryFailure,
    });
    const stripe = new Hono();
    // Sessions whose expires_at passed expire before anything reads them (decision 141).
    stripe.use('*', async (_c, next) => {
      events.expireDue();
      await next();
    });
    stripe.route('/', stripeApi({ state: stripeState, events, secretKey: settings.stripe.secretKey, hostedPageBase: `${publicUrl}${SANDBOX_PATH}/stripe` }));
    stripe.route('/', stripeHosted({ state: stripeState, events }));
    routes.route('/stripe', stripe);
    stripeFetch = fetchInto(stripe.fetch, () => outage.stripe, REFUSALS.stripe);
  }
  if (settings.paypal.mode === 'sandbox') {
    const paypal = paypalFake({ clientId: settings.paypal.clientId, clientSecret: settings.paypal.clientSecret, approvalBase: `${publicUrl}${SANDBOX_PATH}/paypal` });
    routes.route(PAYPAL_SDK_PATH.slice(SANDBOX_PATH.length), paypalSdkStandIn({ clientId: settings.paypal.clientId }));
    routes.route('/paypal', paypal);
    paypalFetch = fetchInto(paypal.fetch, () => outage.paypal, REFUSALS.paypal);
  }
  // An outage on demand, for tests and for trying the shop's answer to one by hand:
  // POST /sandbox/outage?provider=stripe&down=on (no answer at all), =refuse (every call refused), =off.
  const HEALTH = { on: 'down', refuse: 'refusing', off: 'up' } as const;
  routes.post('/outage', (c) => {
    const provider = c.req.query('provider');
    const down = c.req.query('down');
    if ((provider !== 'stripe' && provider !== 'paypal') || (down !== 'on' && down !== 'off' && down !== 'refuse')) {
      return c.json({ error: 'POST /sandbox/outage?provider=stripe|paypal&down=on|refuse|off' }, 400);
    }
    if (settings[provider].mode !== 'sandbox') return c.json({ error: `${provider} is not in the sandbox` }, 404);
    outage[provider] = HEALTH[down];
    return c.json(outage);
  });
  return { routes, stripeFetch, paypalFetch, stripeState, outage };
}
