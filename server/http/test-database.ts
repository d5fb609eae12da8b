// For the server/http tests: an in-memory PGlite with the migrations and the shop row (which
// carts and languages refer to), and no catalogue. The full API suites use tests/api/harness.ts.
import type { Database } from '../db/client.js';
import { openTestPglite } from '../db/test-database.js';
import { langs, shops } from '../db/schema.js';
import { SHOP_ID } from '../domain/shop-id.js';

export async function openShopDatabase(): Promise<Database> {
  const database = await openTestPglite();
  await database.db.insert(shops).values({
    id: SHOP_ID, name: 'Raggio test',
    company: { legalName: 'Raggio', vatNumber: 'IT0', street: '-', zipcode: '0', city: '-', province: '-', country: 'IT', email: 'a@b.it', phone: '0' },
  });
  await database.db.insert(langs).values([
    { shopId: SHOP_ID, value: 'it', hreflang: 'it-IT', label: 'Italiano', isMain: true, position: 0 },
    { shopId: SHOP_ID, value: 'en', hreflang: 'en-GB', label: 'English', position: 1 },
  ]);
  return database;
}
