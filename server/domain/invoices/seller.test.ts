// The seller data checked at start (docs/decisions/260-late-invoice-and-seller-check.md): none held
// is invoicing off, and starts; held but incomplete or malformed stops the start naming the field.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { shops } from '../../db/schema.js';
import { INVOICING } from '../../db/seed/data/shop.js';
import { seedShopAlone } from '../../db/seed/index.js';
import { openTestDatabase } from '../../db/test-database.js';
import { SHOP_ID } from '../shop-id.js';
import { assertSellerAtStart, sellerOf } from './seller.js';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await seedShopAlone(database.db);
});
afterAll(async () => {
  await database.close();
  await drop();
});

const store = (invoicing: unknown) => database.db.update(shops).set({ invoicing: invoicing as typeof INVOICING | null }).where(eq(shops.id, SHOP_ID));
const { regime: _regime, ...noRegime } = INVOICING;

describe('the seller data at start', () => {
  it('whole and well formed, or none (invoicing off): the server starts', async () => {
    await store(INVOICING);
    await expect(assertSellerAtStart(database.db)).resolves.toBeUndefined();
    await store(null);
    await expect(assertSellerAtStart(database.db)).resolves.toBeUndefined();
  });

  it.each([
    ['vatNumber', { ...INVOICING, vatNumber: 'IT0427183016' }],
    ['taxCode', { ...INVOICING, taxCode: 'not a code' }],
    ['regime', noRegime],
    ['regime', { ...INVOICING, regime: 'RF03' }],
    ['address.zipcode', { ...INVOICING, address: { ...INVOICING.address, zipcode: '2412' } }],
    ['address', { ...INVOICING, address: undefined }],
    ['rea.office', { ...INVOICING, rea: { ...INVOICING.rea, office: 'Bergamo' } }],
    // NumeroREA is the schema's String20Type: Basic Latin only, at most 20.
    ['rea.number', { ...INVOICING, rea: { ...INVOICING.rea, number: 'BG-3219º' } }],
    ['rea.number', { ...INVOICING, rea: { ...INVOICING.rea, number: '123456789012345678901' } }],
  ])('a malformed or missing %s stops it, naming the field', async (field, invoicing) => {
    await store(invoicing);
    await expect(assertSellerAtStart(database.db)).rejects.toThrow(new RegExp(`Invalid seller data of electronic invoices .*: the shop's seller data is malformed: .*${field.replace('.', '\\.')}: `));
    expect(sellerOf(invoicing).problem).toContain(`${field}: `);
  });
});
