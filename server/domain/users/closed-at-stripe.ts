// After a closing commits (docs/decisions/236-the-customers-own-data.md): the account's Stripe
// Customer is deleted and its saved cards detached. The account is closed whatever Stripe answers;
// a failed call is logged for a retry by hand, as a saved card's detach is (decision 132). Both
// closings, the customer's and the staff's, end here.
import type Stripe from 'stripe';
import type { Logger } from '../../log.js';
import { deleteStripeCustomer, detachStripeCard } from '../../payments/stripe-customers.js';
import type { ClosedAccount } from './close-account.js';

export async function forgetClosedAtStripe(stripe: Stripe, closed: ClosedAccount, log: Logger, userId: number): Promise<void> {
  if (closed.stripeCustomerId) {
    const customerId = closed.stripeCustomerId;
    await deleteStripeCustomer(stripe, customerId)
      .catch((err: unknown) => log.warn({ err, customer: customerId, userId }, 'stripe: closed account\'s customer not deleted'));
  }
  for (const paymentMethod of closed.stripePaymentMethodIds) {
    await detachStripeCard(stripe, paymentMethod)
      .catch((err: unknown) => log.warn({ err, paymentMethod, userId }, 'stripe: closed account\'s card not detached'));
  }
}
