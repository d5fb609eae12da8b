// A payment provider that did not answer (an outage, a timeout, its own server error) is not a
// refusal of the payment: the shopper is told to try again later (503) and the order's held stock
// goes back (decision 191). The SDKs say it with their own errors; this tells them apart from a no.
import Stripe from 'stripe';

/** A provider's SDK failed without an answer from the provider (the network, a timeout). */
export class ProviderUnreachable extends Error {
  constructor(readonly provider: 'stripe' | 'paypal', options?: ErrorOptions) {
    super(`${provider} did not answer`, options);
    this.name = 'ProviderUnreachable';
  }
}

/** A provider error that says nothing about the payment itself: try again later. */
export function isProviderDown(err: unknown): boolean {
  if (err instanceof ProviderUnreachable) return true;
  // Stripe's own server errors, its rate limit, and no answer at all (after the SDK's retries).
  return err instanceof Stripe.errors.StripeConnectionError || err instanceof Stripe.errors.StripeAPIError
    || err instanceof Stripe.errors.StripeRateLimitError;
}
