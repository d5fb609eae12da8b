// Closing an account (GDPR art. 17; docs/decisions/236-the-customers-own-data.md). The password is
// asked again; a wrong one changes nothing. Then, in one transaction: every session ends (their
// tokens answer AUTH_EXPIRE at once, decision 098), the account's personal data is erased or
// pseudonymised (an address that cannot sign in, receive mail or be typed at sign-up by anyone),
// and the address book, wish list, cart, newsletter row, saved cards, recovery links and the
// browser session's analytics events and kept answers go. Orders, their lines and the checkout
// frozen in them stay: they are accounting records the shop must keep ten years (art. 2220 c.c.;
// DPR 633/72 art. 39).
// The Stripe Customer is deleted after the commit (closed-at-stripe.ts).
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { CloseAccountBody } from '../../../contract/personal-data.js';
import type { Db } from '../../db/client.js';
import {
  addresses, authSessions, carts, idempotencyKeys, mctgEvents, orderMails, passwordResets, savedCards, stripeCustomers, subscriptions, users, wishes,
} from '../../db/schema.js';
import { lockUser } from '../../db/user-lock.js';
import { hashPassword, passwordMatches } from '../auth/passwords.js';
import { forgetCustomer } from '../orders/forget-customer.js';
import * as authTexts from '../auth/texts.js';
import { normaliseEmail } from '../auth/user-summary.js';
import { CLOSED_BIRTH_DATE, closedEmail } from './closed.js';
import { supportMessagesFrom } from './support-messages.js';
import { UserRefusal } from './refusal.js';

type UserRow = typeof users.$inferSelect;

export interface ClosedAccount {
  /** The Stripe Customer to delete once committed, if the customer had one. */
  stripeCustomerId: string | null;
  /** The saved cards' PaymentMethods, detached once committed (deleting the Customer detaches them too). */
  stripePaymentMethodIds: string[];
}

/**
 * Closes `user`'s account at the customer's own request. `browserSessionId`: the visitor session
 * the request came with (the session cookie), whose analytics events go too. Refuses
 * WRONG_PASSWORD (400) changing nothing.
 */
export async function closeAccount(db: Db, user: UserRow, body: CloseAccountBody, browserSessionId?: string): Promise<ClosedAccount> {
  if (!(await passwordMatches(user.passwordHash, body.password))) {
    throw new UserRefusal('invalid', 'WRONG_PASSWORD', authTexts.WRONG_PASSWORD);
  }
  const unusable = await unusablePassword();
  return db.transaction((tx) => closingSteps(tx, user, unusable, browserSessionId));
}

/** A password nobody knows, hashed before the transaction (argon2 takes a while). */
export const unusablePassword = () => hashPassword(randomBytes(32).toString('base64url'));

/**
 * The closing itself, inside the caller's transaction: the customer's own closing above and the
 * staff's (server/domain/admin-customers/close.ts) run the same steps, so both erase the same.
 */
export async function closingSteps(tx: Db, user: Pick<UserRow, 'id' | 'shopId'>, unusable: string, browserSessionId?: string): Promise<ClosedAccount> {
  const pseudonym = closedEmail(user.id);
  if (!(await lockUser(tx, user.id))) throw new Error(`user ${user.id} vanished before closing`);
  const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, user.id));
  const email = normaliseEmail(row!.email);
  const [customer] = await tx.delete(stripeCustomers).where(eq(stripeCustomers.userId, user.id)).returning({ id: stripeCustomers.customerId });
  const cards = await tx.delete(savedCards).where(eq(savedCards.userId, user.id)).returning({ pm: savedCards.stripePaymentMethodId });

  await tx.update(authSessions).set({ revokedAt: new Date() }).where(and(eq(authSessions.userId, user.id), isNull(authSessions.revokedAt)));
  await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id));
  // The frozen checkout of each order keeps its own copy of the addresses it used.
  await tx.delete(addresses).where(eq(addresses.userId, user.id));
  await tx.delete(wishes).where(eq(wishes.userId, user.id));
  // Its lines, discount code and checkout choices go with it; orders name the cart without a key.
  await tx.delete(carts).where(eq(carts.userId, user.id));
  await tx.delete(subscriptions).where(and(eq(subscriptions.shopId, user.shopId), eq(subscriptions.email, email)));
  if (browserSessionId) await tx.delete(mctgEvents).where(eq(mctgEvents.sessionId, browserSessionId));
  // The first answers kept for repeated writes (decision 063) may carry the account's data.
  const scopes = [`user:${user.id}`, ...(browserSessionId ? [`ss:${browserSessionId}`] : [])];
  await tx.delete(idempotencyKeys).where(inArray(idempotencyKeys.scope, scopes));

  // The orders stay; the addresses the customer gave on them go (decision 262).
  await forgetCustomer(tx, { userId: user.id, email, pseudonym });
  // The support form's messages from the account's address: those the shop's mailbox already has
  // (or that failed for good) go; one still owed is delivered as the customer wrote it, and the
  // retention sweep takes it 30 days after (decision 250).
  await tx.delete(orderMails).where(and(supportMessagesFrom(email), inArray(orderMails.status, ['sent', 'failed'])));

  await tx.update(users).set({
    email: pseudonym, passwordHash: unusable, firstName: '', lastName: '', birthDate: CLOSED_BIRTH_DATE, phone: null,
  }).where(and(eq(users.id, user.id), ne(users.email, pseudonym)));
  return { stripeCustomerId: customer?.id ?? null, stripePaymentMethodIds: cards.map((c) => c.pm) };
}
