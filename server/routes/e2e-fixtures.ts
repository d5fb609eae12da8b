// Test fixtures for the end-to-end suite ONLY: mounted when the server starts with
// E2E_FIXTURES=1 (playwright.config.ts sets it; production never does). Decision 079: an offline
// e2e test must change an article's stock while the server holds the PGlite data directory.
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { articles } from '../db/schema.js';
import { ApiHttpError, validationError } from '../http/errors.js';
import type { RouteDeps } from './deps.js';

export const e2eFixturesEnabled = (env: Record<string, string | undefined> = process.env) => env.E2E_FIXTURES === '1';

const stockBodySchema = z.object({ articleId: z.number().int().positive(), quantity: z.number().int().min(0) });

export function e2eFixturesRoutes({ db }: RouteDeps) {
  const router = new Hono();
  // PUT e2e/stock {articleId, quantity}: the article's tracked stock.
  router.put('/e2e/stock', async (c) => {
    const parsed = stockBodySchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) {
      throw validationError(parsed.error.issues.map((i) => ({ in: 'json', path: i.path.join('.'), message: i.message })));
    }
    const { articleId, quantity } = parsed.data;
    const updated = await db.update(articles).set({ stockOn: true, stockQuantity: quantity })
      .where(eq(articles.id, articleId)).returning({ id: articles.id });
    if (updated.length === 0) throw new ApiHttpError(404, 'ARTICLE_NOT_FOUND', 'No such article');
    return c.json({ articleId, quantity });
  });
  return router;
}
