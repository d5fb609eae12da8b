// The copy of everything the shop holds about a customer (GDPR art. 15 and 20;
// docs/decisions/236-the-customers-own-data.md): read in one snapshot, answered at once, as a file.
// Every table keyed by the user, and the newsletter row and support messages keyed by their address, are here; the
// saved cards without the provider's references.
import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { PERSONAL_DATA_FORMAT, type PersonalData } from '../../../contract/personal-data.js';
import type { Db } from '../../db/client.js';
import { authSessions, dataRequests, savedCards, shops, subscriptions, users, wishArticles, wishes } from '../../db/schema.js';
import { listAddresses } from '../addresses/list.js';
import { normaliseEmail, userSummary } from '../auth/user-summary.js';
import { ordersPage } from '../orders/read.js';
import { supportMessagesOf } from './support-messages.js';

type UserRow = typeof users.$inferSelect;

/** Orders a customer might have; the export is one answer, not pages. */
const ALL_ORDERS = 1_000_000;

export async function personalData(db: Db, user: UserRow, now = new Date()): Promise<PersonalData> {
  return db.transaction(async (tx) => {
    const [shop] = await tx.select({ name: shops.name }).from(shops).where(eq(shops.id, user.shopId));
    const addresses = await listAddresses(tx, user.id);
    const { docs: orders } = await ordersPage(tx, user.id, { page: 1, limit: ALL_ORDERS });
    const wished = await tx.select({ articleId: wishArticles.articleId, addedAt: wishArticles.addedAt }).from(wishArticles)
      .innerJoin(wishes, eq(wishes.id, wishArticles.wishId)).where(eq(wishes.userId, user.id))
      .orderBy(desc(wishArticles.addedAt), asc(wishArticles.articleId));
    const [subscription] = await tx.select().from(subscriptions)
      .where(and(eq(subscriptions.shopId, user.shopId), eq(subscriptions.email, normaliseEmail(user.email))));
    const cards = await tx.select().from(savedCards).where(eq(savedCards.userId, user.id)).orderBy(asc(savedCards.createdAt), asc(savedCards.id));
    const supportMessages = await supportMessagesOf(tx, normaliseEmail(user.email));
    const requests = await tx.select().from(dataRequests).where(eq(dataRequests.userId, user.id)).orderBy(asc(dataRequests.requestedAt));
    const [sessions] = await tx.select({
      total: count(),
      active: sql<number>`count(*) filter (where ${and(isNull(authSessions.revokedAt), gt(authSessions.expiresAt, now))})`.mapWith(Number),
    }).from(authSessions).where(eq(authSessions.userId, user.id));
    const newsletter = subscription ? {
      email: subscription.email,
      status: subscription.status,
      topics: { news: subscription.news, promos: subscription.promos, surveys: subscription.surveys },
      lang: subscription.lang,
      subscribedAt: subscription.createdAt.toISOString(),
      confirmedAt: subscription.confirmedAt?.toISOString() ?? null,
    } : null;
    return {
      format: PERSONAL_DATA_FORMAT,
      exportedAt: now.toISOString(),
      shop: shop?.name ?? user.shopId,
      profile: { ...userSummary(user), lang: user.lang, createdAt: user.createdAt.toISOString() },
      addresses,
      orders,
      wishes: wished.map((w) => ({ articleId: w.articleId, addedAt: w.addedAt.toISOString() })),
      newsletter,
      consents: {
        newsletter: newsletter ? { status: newsletter.status, topics: newsletter.topics, confirmedAt: newsletter.confirmedAt } : null,
        analytics: 'kept-in-the-browser-only',
      },
      supportMessages,
      savedCards: cards.map((c) => ({ brand: c.brand, last4: c.last4, expMonth: c.expMonth, expYear: c.expYear, savedAt: c.createdAt.toISOString() })),
      dataRequests: requests.map((r) => ({
        requestedAt: r.requestedAt.toISOString(), dueBy: r.dueBy.toISOString(), completedAt: r.completedAt?.toISOString() ?? null,
      })),
      sessions: { active: sessions?.active ?? 0, total: sessions?.total ?? 0 },
    };
  });
}

/** The file name the export is saved under: `raggio-dati-personali-<id>-<YYYY-MM-DD>.json`. */
export const personalDataFileName = (user: UserRow, now = new Date()) =>
  `raggio-dati-personali-${user.id}-${now.toISOString().slice(0, 10)}.json`;
