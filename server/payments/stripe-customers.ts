// Saved cards through Stripe (decisions 105, 132). A card is saved on the customer's Stripe
// Customer when the customer ticks "save" on Checkout; Stripe then marks its PaymentMethod
// allow_redisplay 'always'. After a paid session the shop copies brand, last4 and expiry into
// saved_cards (never the card itself) and selects it: the card just used is the one the customer
// most likely wants next. Deleting a saved card detaches it at Stripe.
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Db } from '../db/client.js';
import { savedCards, stripeCustomers } from '../db/schema.js';
import { lockUser } from '../db/user-lock.js';

export interface CardOwner {
  id: number;
  email: string;
  name: string;
}

/** The user's Stripe Customer, made on first need; one per user even when two payments race. */
export async function ensureStripeCustomer(db: Db, stripe: Stripe, user: CardOwner): Promise<string> {
  const [known] = await db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, user.id));
  if (known) {
    // A Customer deleted at Stripe (or a sandbox that restarted) is made again.
    const customer = await stripe.customers.retrieve(known.customerId).catch((err: unknown) => {
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing') return null;
      throw err;
    });
    if (customer && !customer.deleted) return known.customerId;
    await db.delete(stripeCustomers).where(and(eq(stripeCustomers.userId, user.id), eq(stripeCustomers.customerId, known.customerId)));
  }
  const created = await stripe.customers.create(
    { email: user.email, name: user.name, metadata: { user_id: String(user.id) } },
    { idempotencyKey: `raggio-customer-${user.id}-${known?.customerId ?? 'first'}` },
  );
  await db.insert(stripeCustomers).values({ userId: user.id, customerId: created.id }).onConflictDoNothing();
  const [row] = await db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, user.id));
  return row!.customerId;
}

/**
 * After a paid session: when the customer chose to save the card, writes it to saved_cards as the
 * selected card (once: a replayed webhook finds it there). Answers the saved card's id, or null.
 */
export async function saveCardFromCheckoutSession(db: Db, stripe: Stripe, userId: number, sessionId: string): Promise<string | null> {
  const session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent.payment_method'] });
  if (session.payment_status !== 'paid') return null;
  const intent = session.payment_intent;
  const pm = intent && typeof intent !== 'string' ? intent.payment_method : null;
  if (!pm || typeof pm === 'string' || pm.type !== 'card' || !pm.card) return null;
  if (pm.allow_redisplay !== 'always' || !pm.customer) return null;
  const card = pm.card;
  const customerId = typeof pm.customer === 'string' ? pm.customer : pm.customer.id;
  return db.transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) return null;
    // Only on the user's own Stripe Customer: a closed account has none, so a payment it started
    // before closing saves no card afterwards (decision 236).
    const [owner] = await tx.select({ userId: stripeCustomers.userId }).from(stripeCustomers)
      .where(and(eq(stripeCustomers.userId, userId), eq(stripeCustomers.customerId, customerId)));
    if (!owner) return null;
    const [existing] = await tx.select({ id: savedCards.id, userId: savedCards.userId }).from(savedCards)
      .where(eq(savedCards.stripePaymentMethodId, pm.id));
    if (existing) return existing.userId === userId ? existing.id : null;
    await tx.update(savedCards).set({ isSelected: false }).where(and(eq(savedCards.userId, userId), eq(savedCards.isSelected, true)));
    const [row] = await tx.insert(savedCards).values({
      userId, stripePaymentMethodId: pm.id, brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year, isSelected: true,
    }).returning({ id: savedCards.id });
    return row!.id;
  });
}

/** Detaches a deleted saved card at Stripe; one Stripe no longer knows is already gone. */
export async function detachStripeCard(stripe: Stripe, paymentMethodId: string): Promise<void> {
  try {
    await stripe.paymentMethods.detach(paymentMethodId);
  } catch (err) {
    if (err instanceof Stripe.errors.StripeInvalidRequestError && (err.code === 'resource_missing' || err.code === 'payment_method_unexpected_state')) return;
    throw err;
  }
}

/**
 * Deletes a closed account's Stripe Customer, which detaches its saved cards at Stripe
 * (docs/decisions/236-the-customers-own-data.md); one Stripe no longer knows is already gone.
 */
export async function deleteStripeCustomer(stripe: Stripe, customerId: string): Promise<void> {
  try {
    await stripe.customers.del(customerId);
  } catch (err) {
    if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing') return;
    throw err;
  }
}
