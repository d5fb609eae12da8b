// Test fixtures for the end-to-end suite ONLY: mounted when the server starts with
// E2E_FIXTURES=1 (playwright.config.ts sets it; production never does). Decision 079: an offline
// e2e test must change an article's stock while the server holds the PGlite data directory.
// Decision 091: a test switches the demo shop's payments off (the shop is then not available,
// docs/product/catalogue.md#shop-availability) and back on. The checkout's re-check dialog needs a price that changes while
// the customer looks at the confirm step. Decision 143: the tracking spec reads the events its
// browser's session recorded. Decision 117: the checkout spec reads the campaign an order was
// placed under (kept on the order, not in the Order answer).
import { Hono } from 'hono';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { catalogueAnswers } from '../domain/catalogue/catalogue-answers.js';
import { SHOP_ID } from '../domain/shop-id.js';
import { articles, mctgEvents, orders, payments } from '../db/schema.js';
import { ApiHttpError, validationError } from '../http/errors.js';
import { readSessionId } from '../http/session-cookie.js';
import type { RouteDeps } from './deps.js';

const stockBodySchema = z.object({ articleId: z.number().int().positive(), quantity: z.number().int().min(0) });
const paymentsBodySchema = z.object({ available: z.boolean() });
const priceBodySchema = z.object({
  articleId: z.number().int().positive(), priceGross: z.number().int().positive(), priceDiscounted: z.number().int().positive().nullable().default(null),
});

function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw validationError(parsed.error.issues.map((i) => ({ in: 'json', path: i.path.join('.'), message: i.message })));
  }
  return parsed.data;
}

export function e2eFixturesRoutes({ db }: RouteDeps) {
  const router = new Hono();
  // PUT e2e/stock {articleId, quantity}: the article's tracked stock.
  router.put('/e2e/stock', async (c) => {
    const { articleId, quantity } = parseBody(stockBodySchema, await c.req.json().catch(() => null));
    const updated = await db.update(articles).set({ stockOn: true, stockQuantity: quantity })
      .where(eq(articles.id, articleId)).returning({ id: articles.id });
    if (updated.length === 0) throw new ApiHttpError(404, 'ARTICLE_NOT_FOUND', 'No such article');
    return c.json({ articleId, quantity });
  });
  // PUT e2e/price {articleId, priceGross, priceDiscounted = null}: the article's prices (cents, VAT
  // in); answers the old ones so the test can put them back. The catalogue answer cache is told.
  router.put('/e2e/price', async (c) => {
    const { articleId, priceGross, priceDiscounted } = parseBody(priceBodySchema, await c.req.json().catch(() => null));
    const [before] = await db.select({ priceGross: articles.priceGross, priceDiscounted: articles.priceDiscounted })
      .from(articles).where(eq(articles.id, articleId));
    if (!before) throw new ApiHttpError(404, 'ARTICLE_NOT_FOUND', 'No such article');
    await db.update(articles).set({ priceGross, priceDiscounted }).where(eq(articles.id, articleId));
    await catalogueAnswers(db).changed();
    return c.json({ articleId, priceGross, priceDiscounted, before });
  });
  // PUT e2e/payments {available}: every payment method of the demo shop available or not (the seed
  // has them all available, so true restores it). The shop answer is read from the database on
  // each GET shop; the catalogue answer cache is told too, so no cached answer outlives the switch.
  router.put('/e2e/payments', async (c) => {
    const { available } = parseBody(paymentsBodySchema, await c.req.json().catch(() => null));
    await db.update(payments).set({ available }).where(eq(payments.shopId, SHOP_ID));
    await catalogueAnswers(db).changed();
    return c.json({ available });
  });
  // GET e2e/mctg-events: the analytics events stored for the caller's session cookie, oldest first.
  router.get('/e2e/mctg-events', async (c) => {
    const sessionId = readSessionId(c);
    if (!sessionId) return c.json([]);
    const rows = await db.select({ event: mctgEvents.event, branch: mctgEvents.branch, model: mctgEvents.model, evtData: mctgEvents.evtData, campaignId: mctgEvents.campaignId })
      .from(mctgEvents).where(eq(mctgEvents.sessionId, sessionId)).orderBy(asc(mctgEvents.id));
    return c.json(rows);
  });
  // GET e2e/orders/{number}/campaign: the campaign the order was placed under (null for none).
  router.get('/e2e/orders/:number/campaign', async (c) => {
    const number = c.req.param('number');
    const [order] = await db.select({ campaignId: orders.campaignId }).from(orders).where(eq(orders.number, number));
    if (!order) throw new ApiHttpError(404, 'ORDER_NOT_FOUND', 'No such order');
    return c.json({ number, campaignId: order.campaignId });
  });
  return router;
}
