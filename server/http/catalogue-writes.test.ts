import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { langs } from '../db/schema.js';
import { catalogueAnswers } from '../domain/catalogue/catalogue-answers.js';
import { SHOP_ID } from '../domain/shop-id.js';
import { catalogueWritesSeen } from './catalogue-writes.js';
import { openShopDatabase } from './test-database.js';

let database: Database;
let app: Hono;
beforeAll(async () => {
  database = await openShopDatabase();
  app = new Hono();
  app.use('/v1/*', catalogueWritesSeen(database.db));
  // Each call answers the status ?status= asks for (200 by default).
  app.all('/v1/*', (c) => c.json({}, Number(c.req.query('status') ?? 200) as 200));
}, 60_000);
afterAll(async () => { await database?.close(); });

/** The shop's languages as this process's catalogue version knows them now, without reading. */
const knownLangs = () => catalogueAnswers(database.db).knownVersion()?.split('|').at(-1);

/**
 * The process knows the catalogue without French; then French is added in the database (as
 * another call of this process would write it) and `path` is called: is French known at once?
 */
async function seenAfter(method: string, path: string): Promise<boolean> {
  await database.db.delete(langs).where(eq(langs.value, 'fr'));
  await catalogueAnswers(database.db).changed();
  expect(knownLangs()).toBe('en,it*');
  await database.db.insert(langs).values({ shopId: SHOP_ID, value: 'fr', hreflang: 'fr-FR', label: 'Français', position: 2 });
  await app.request(path, { method });
  return knownLangs() === 'en,fr,it*';
}

describe('catalogueWritesSeen', () => {
  it('re-reads the catalogue version before answering a write of an order, a webhook, the back office or the e2e fixtures', async () => {
    for (const [method, path] of [['POST', '/v1/orders'], ['PATCH', '/v1/orders/12'], ['POST', '/v1/webhooks/stripe'],
      ['PUT', '/v1/admin/articles/3'], ['DELETE', '/v1/admin/articles/3?status=404'], ['POST', '/v1/e2e/stock']]) {
      expect(await seenAfter(method!, path!), `${method} ${path}`).toBe(true);
    }
  });

  it('leaves it alone for reads, failures and calls that do not move the catalogue', async () => {
    for (const [method, path] of [['GET', '/v1/orders'], ['HEAD', '/v1/admin/articles'], ['POST', '/v1/orders?status=500'],
      ['POST', '/v1/checkout/ss/carts'], ['POST', '/v1/ordersx'], ['POST', '/v1/catalogs/admin']]) {
      expect(await seenAfter(method!, path!), `${method} ${path}`).toBe(false);
    }
  });
});
