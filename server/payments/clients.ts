// The providers' official SDK clients (decisions 131-133): with real keys they talk to Stripe and
// PayPal; in sandbox mode the same SDKs are handed the fetch that reaches the shop's fakes.
import { Client, Environment, LogLevel } from '@paypal/paypal-server-sdk';
import Stripe from 'stripe';
import type { PaypalSettings, StripeSettings } from './settings.js';

export function createStripeClient(settings: StripeSettings, sandboxFetch?: typeof fetch): Stripe {
  return new Stripe(settings.secretKey, {
    // A shopper waits on these calls: a Stripe that does not answer is told within ~20 s (two tries
    // of 10 s) rather than Stripe's default 80 s a try (decision 191).
    maxNetworkRetries: 1,
    timeout: 10_000,
    appInfo: { name: 'Raggio' },
    ...(settings.mode === 'sandbox' && sandboxFetch ? { httpClient: Stripe.createFetchHttpClient(sandboxFetch), telemetry: false } : {}),
  });
}

export function createPaypalClient(settings: PaypalSettings, sandboxFetch?: typeof fetch): Client {
  const live = settings.mode === 'live';
  return new Client({
    clientCredentialsAuthCredentials: { oAuthClientId: settings.clientId, oAuthClientSecret: settings.clientSecret },
    environment: live && settings.environment === 'live' ? Environment.Production : Environment.Sandbox,
    timeout: 10_000,
    logging: { logLevel: LogLevel.Error, logRequest: { logBody: false }, logResponse: { logBody: false } },
    // The SDK builds its URLs from `environment` alone; its axios client takes a fetch (axios ≥ 1.12
    // `env.fetch`), which is how the sandbox's requests reach the fake.
    ...(!live && sandboxFetch ? { unstable_httpClientOptions: { adapter: 'fetch', env: { fetch: sandboxFetch } } } : {}),
  });
}
