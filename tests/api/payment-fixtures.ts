// The providers' official SDKs pointed at a test server's sandbox over real HTTP (decision 131):
// the fakes answer under /sandbox/{stripe,paypal}; the pages' links carry PUBLIC_URL.
import Stripe from 'stripe';
import { createPaypalClient } from '../../server/payments/clients.js';
import { SANDBOX_PAYPAL_CLIENT_ID, SANDBOX_PAYPAL_CLIENT_SECRET, SANDBOX_STRIPE_SECRET_KEY } from '../../server/payments/settings.js';
import { PUBLIC_URL, type TestApi } from './harness.js';

/** A fetch that sends SDK requests, whatever their host, to the test server under `prefix`. */
function toSandbox(api: TestApi, prefix: string): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    return fetch(new Request(`${api.baseUrl}${prefix}${url.pathname}${url.search}`, request));
  };
}

export function stripeOverHttp(api: TestApi, secretKey = SANDBOX_STRIPE_SECRET_KEY): Stripe {
  return new Stripe(secretKey, { httpClient: Stripe.createFetchHttpClient(toSandbox(api, '/sandbox/stripe')), maxNetworkRetries: 0, telemetry: false });
}

export function paypalOverHttp(api: TestApi, clientSecret = SANDBOX_PAYPAL_CLIENT_SECRET) {
  return createPaypalClient({ mode: 'sandbox', clientId: SANDBOX_PAYPAL_CLIENT_ID, clientSecret }, toSandbox(api, '/sandbox/paypal'));
}

/** A page address the shop gave out (on PUBLIC_URL), on the test server. */
export const onTestServer = (api: TestApi, address: string) => address.replace(PUBLIC_URL, api.baseUrl);

/** Submits a sandbox page's form as a browser would, without following the redirect. */
export const submitForm = (api: TestApi, address: string, fields: Record<string, string>) =>
  fetch(onTestServer(api, address), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
