// Newsletter subscriptions with double opt-in (decision 110): one row per shop and address
// (compared lower-cased). Asking to subscribe records a pending row and a confirmation token; only
// the link in the mail makes it confirmed, and only a confirmed row receives its topics. Asking
// again for a confirmed address changes nothing and mails nothing — the caller answers the same
// either way, so the answer does not tell whether an address is subscribed.
import { and, eq, lt, sql } from 'drizzle-orm';
import { DEFAULT_LANG, langSchema, type Lang } from '../../../contract/i18n-text.js';
import type { SubscriptionStatus, SubscriptionTopics } from '../../../contract/subs.js';
import type { Db } from '../../db/client.js';
import { subscriptionConfirmations, subscriptions } from '../../db/schema.js';
import { normaliseEmail } from '../auth/user-summary.js';
import { SHOP_ID } from '../shop-id.js';
import { newConfirmationToken, tokenDigest, unsubscribeToken, unsubscribeTokenId, unsubscribeTokenValid } from './links.js';

/** How long a confirmation link works. */
export const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** What the confirmation mail needs. */
export interface PendingConfirmation {
  email: string;
  name: string | null;
  lang: Lang;
  confirmToken: string;
  unsubscribeToken: string;
}

const rowLang = (lang: string): Lang => langSchema.catch(DEFAULT_LANG).parse(lang);
const byAddress = (email: string) => and(eq(subscriptions.shopId, SHOP_ID), eq(subscriptions.email, email));

/**
 * Records the wish to subscribe. Returns the confirmation to mail, or null when the address is
 * already confirmed (nothing changes then, not even the name or the language).
 */
export async function requestSubscription(
  db: Db, request: { email: string; name?: string | undefined; lang: Lang },
): Promise<PendingConfirmation | null> {
  const email = normaliseEmail(request.email);
  const name = request.name?.trim() || null;
  const pending = await db.transaction(async (tx) => {
    await tx.insert(subscriptions).values({ shopId: SHOP_ID, email, name, lang: request.lang, status: 'pending' })
      .onConflictDoNothing();
    // Locked: two requests for one address issue their tokens one after the other.
    const [row] = await tx.select().from(subscriptions).where(byAddress(email)).for('update');
    if (!row) throw new Error(`subscription of ${email} vanished`);
    if (row.status === 'confirmed') return null;
    await tx.update(subscriptions)
      .set({ status: 'pending', lang: request.lang, name: name ?? row.name })
      .where(eq(subscriptions.id, row.id));
    // Every mail gets its own link (the first mail's link still works after a second request);
    // the expired ones go now.
    await tx.delete(subscriptionConfirmations).where(and(
      eq(subscriptionConfirmations.subscriptionId, row.id), lt(subscriptionConfirmations.expiresAt, sql`now()`),
    ));
    const confirmToken = newConfirmationToken();
    await tx.insert(subscriptionConfirmations).values({
      tokenHash: tokenDigest(confirmToken), subscriptionId: row.id, expiresAt: new Date(Date.now() + CONFIRMATION_TTL_MS),
    });
    return { id: row.id, email, name: name ?? row.name, lang: request.lang, confirmToken };
  });
  if (!pending) return null;
  const { id, ...mail } = pending;
  return { ...mail, unsubscribeToken: await unsubscribeToken(db, id, email) };
}

/**
 * Confirms the subscription a confirmation token names; null for an unknown, used or expired
 * token. A token works once: confirming deletes every token of the subscription.
 */
export async function confirmSubscription(db: Db, token: string): Promise<{ lang: Lang } | null> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ id: subscriptions.id, lang: subscriptions.lang })
      .from(subscriptionConfirmations)
      .innerJoin(subscriptions, eq(subscriptions.id, subscriptionConfirmations.subscriptionId))
      .where(and(eq(subscriptionConfirmations.tokenHash, tokenDigest(token)), sql`${subscriptionConfirmations.expiresAt} > now()`))
      .for('update');
    if (!found) return null;
    await tx.update(subscriptions).set({ status: 'confirmed', confirmedAt: sql`now()` }).where(eq(subscriptions.id, found.id));
    await tx.delete(subscriptionConfirmations).where(eq(subscriptionConfirmations.subscriptionId, found.id));
    return { lang: rowLang(found.lang) };
  });
}

/**
 * Unsubscribes the subscription an unsubscribe token names (pending or confirmed: a pending one's
 * confirmation links stop working too). Idempotent; null for a token this shop did not make.
 */
export async function unsubscribe(db: Db, token: string): Promise<{ lang: Lang } | null> {
  const id = unsubscribeTokenId(token);
  if (id === null) return null;
  const [row] = await db.select().from(subscriptions).where(and(eq(subscriptions.id, id), eq(subscriptions.shopId, SHOP_ID)));
  if (!row || !(await unsubscribeTokenValid(db, token, row.id, row.email))) return null;
  await db.transaction(async (tx) => {
    await tx.update(subscriptions).set({ status: 'unsubscribed' }).where(eq(subscriptions.id, row.id));
    await tx.delete(subscriptionConfirmations).where(eq(subscriptionConfirmations.subscriptionId, row.id));
  });
  return { lang: rowLang(row.lang) };
}

/**
 * The topics an address receives (all false unless its subscription is confirmed) and where its
 * subscription stands: pending while the mailed link waits to be opened.
 */
export async function subscriptionTopics(db: Db, email: string): Promise<SubscriptionTopics & { status: SubscriptionStatus }> {
  const [row] = await db.select().from(subscriptions).where(byAddress(normaliseEmail(email)));
  const on = row?.status === 'confirmed';
  return { news: on && row.news, promos: on && row.promos, surveys: on && row.surveys, status: row?.status ?? 'none' };
}
