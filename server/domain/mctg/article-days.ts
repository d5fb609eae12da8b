// The daily roll-up of article views and adds (decision 145): one row per article and UTC day.
import { and, desc, eq, gt, gte, sql } from 'drizzle-orm';
import { INT4_MAX } from '../../../contract/db-values.js';
import type { Db } from '../../db/client.js';
import { articles, mctgArticleDays } from '../../db/schema.js';
import { SHOP_ID } from '../shop-id.js';

/** The events the roll-up counts: a product page seen, an article put in the cart. */
const COUNTED = { 'single-impression': 'views', 'add-to-cart': 'adds' } as const;
export const COUNTED_EVENTS = Object.keys(COUNTED);

export interface ArticleCount { articleId: number; views: number; adds: number }

const articleIdOf = (evtData: unknown): number | null => {
  const id = (evtData as { id?: unknown } | null)?.id;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && id <= INT4_MAX ? id : null;
};

/** Views and adds per article in a set of stored events; other events are not counted. */
export function articleCountsOf(events: readonly { event: string; model: string | null; evtData: unknown }[]): ArticleCount[] {
  const counts = new Map<number, ArticleCount>();
  for (const e of events) {
    const column = COUNTED[e.event as keyof typeof COUNTED];
    const articleId = e.model === 'article' ? articleIdOf(e.evtData) : null;
    if (!column || articleId === null) continue;
    const count = counts.get(articleId) ?? { articleId, views: 0, adds: 0 };
    count[column] += 1;
    counts.set(articleId, count);
  }
  // Rows are locked in one order by every writer, so two batches never wait on each other in a circle.
  return [...counts.values()].sort((a, b) => a.articleId - b.articleId);
}

export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

export async function addToArticleDays(tx: Db, counts: readonly ArticleCount[], at: Date): Promise<void> {
  if (counts.length === 0) return;
  const day = utcDay(at);
  await tx.insert(mctgArticleDays).values(counts.map((c) => ({ shopId: SHOP_ID, day, ...c }))).onConflictDoUpdate({
    target: [mctgArticleDays.shopId, mctgArticleDays.day, mctgArticleDays.articleId],
    set: {
      views: sql`${mctgArticleDays.views} + excluded.views`,
      adds: sql`${mctgArticleDays.adds} + excluded.adds`,
    },
  });
}

export interface PopularEntry { id: number; count: number }

/**
 * The articles most viewed and most put in the cart over the last `days` UTC days, today
 * included; only articles the shop still has. Ties go to the lower id, so answers are stable.
 */
export async function popularArticles(db: Db, { days, limit }: { days: number; limit: number }, now = new Date()) {
  const since = utcDay(new Date(now.getTime() - (days - 1) * 86_400_000));
  const top = async (key: 'views' | 'adds'): Promise<PopularEntry[]> => {
    const column = mctgArticleDays[key];
    const total = sql<number>`sum(${column})::int`;
    return db.select({ id: mctgArticleDays.articleId, count: total })
      .from(mctgArticleDays)
      .innerJoin(articles, eq(articles.id, mctgArticleDays.articleId))
      .where(and(eq(mctgArticleDays.shopId, SHOP_ID), eq(articles.shopId, SHOP_ID), gte(mctgArticleDays.day, since), gt(column, 0)))
      .groupBy(mctgArticleDays.articleId)
      .orderBy(desc(total), mctgArticleDays.articleId)
      .limit(limit);
  };
  return { since, viewed: await top('views'), added: await top('adds') };
}
