// POST /v1/checkout/ss/carts: adding simple articles, variants and bundles, and every refusal.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../../server/domain/catalogue/rows.js';
import { cartApiSuite, lineOf, setStock, Visitor } from './cart-fixtures.js';
import { expectError, failingFields } from './harness.js';

const { api, fx } = cartApiSuite();

const CARTS = '/v1/checkout/ss/carts';

describe('adding a simple article', () => {
  it('opens a session on the first add and answers the whole state with the line as the cart shows it', async () => {
    const visitor = new Visitor(api);
    const state = await visitor.add({ id: fx.bottle, quantity: 2 });
    expect(visitor.cookie).toMatch(/^raggio_ss=/);
    expect(state.items).toHaveLength(1);
    expect(state.items[0]).toMatchObject({
      articleId: fx.bottle, containerId: null, selection: [], grade: 'simple', quantity: 2, vatRate: 22,
      brand: { name: 'Cart Test' }, options: [], members: [], issue: null,
      prices: { gross: 2500, discount: 0, unit: 2500, total: 5000 },
      stock: { on: true, quantity: 5 }, bounds: { min: 1, max: 5 },
      cart: { quantity: { min: { on: false }, max: { on: false } } },
    });
    expect(state.counts).toEqual({ items: 1, quantity: 2 });
    expect((await visitor.state()).items[0]!.id).toBe(state.items[0]!.id);
  });

  it('grows the same line when the same article is added again', async () => {
    const visitor = new Visitor(api);
    await visitor.add({ id: fx.book, quantity: 1 });
    const state = await visitor.add({ id: fx.book, quantity: 3 });
    expect(state.items).toHaveLength(1);
    expect(state.items[0]).toMatchObject({ quantity: 4, prices: { total: 4000 } });
  });

  it('prices a discounted article at its discounted unit price', async () => {
    const state = await new Visitor(api).add({ id: fx.gel, quantity: 2 });
    expect(state.items[0]).toMatchObject({ prices: { gross: 500, discounted: 400, discount: 20, unit: 400, total: 800 }, bounds: { min: 2, max: 4 } });
  });
});

describe('a seeded article', () => {
  it('shows its first picture as an API image and its brand', async () => {
    const [row] = await rows<{ id: number; key: string; brand: string }>(api.db, sql`
      select a.id, (select ai.image_key from article_images ai where ai.article_id = a.id order by ai.position, ai.id limit 1) as key,
        b.name as brand
      from articles a join brands b on b.id = a.brand_id
      where a.grade = 'simple' and a.available and not a.stock_on and not a.cart_min_on and not a.pg18
        and exists (select 1 from article_images ai where ai.article_id = a.id)
      order by a.id limit 1`);
    expect(row, 'the seed has an untracked simple article with a picture').toBeDefined();
    const line = (await new Visitor(api).add({ id: row!.id, quantity: 1 })).items[0]!;
    expect(line.img).toMatchObject({ url: `/img/${encodeURIComponent(row!.key)}` });
    expect(line.img!.width).toBeGreaterThan(0);
    expect(line.brand?.name).toBe(row!.brand);
  });
});

describe('adding a variant', () => {
  it('accepts the container with the chosen variant, or the variant itself, as the same line', async () => {
    const visitor = new Visitor(api);
    await visitor.add({ id: fx.jersey.id, variantId: fx.jersey.small, quantity: 1 });
    const state = await visitor.add({ id: fx.jersey.small, quantity: 1 });
    expect(state.items).toHaveLength(1);
    expect(state.items[0]).toMatchObject({
      articleId: fx.jersey.small, containerId: fx.jersey.id, grade: 'variant', quantity: 2,
      options: [{ attribute: 'Taglia', value: 'S' }], stock: { on: true, quantity: 3 }, bounds: { min: 1, max: 3 },
    });
  });

  it('refuses a container without its variant (400 VARIANT_REQUIRED) and a variant of another container (400 INVALID_VARIANT)', async () => {
    const visitor = new Visitor(api);
    await expectError(await visitor.call('POST', CARTS, { id: fx.jersey.id, quantity: 1 }), 400, 'VARIANT_REQUIRED');
    await expectError(await visitor.call('POST', CARTS, { id: fx.jersey.id, variantId: fx.glove.only, quantity: 1 }), 400, 'INVALID_VARIANT');
    await expectError(await visitor.call('POST', CARTS, { id: fx.book, variantId: fx.jersey.small, quantity: 1 }), 400, 'INVALID_VARIANT');
    expect((await visitor.state()).counts).toEqual({ items: 0, quantity: 0 });
  });
});

describe('adding a bundle', () => {
  it('keeps the bundle with its chosen variants as one line priced as a whole', async () => {
    const visitor = new Visitor(api);
    const state = await visitor.add({ id: fx.kit, variantId: [fx.jersey.large], quantity: 1 });
    expect(state.items).toEqual([]);
    expect(state.bundleItems).toHaveLength(1);
    const line = state.bundleItems[0]!;
    expect(line).toMatchObject({ articleId: fx.kit, grade: 'bundle', selection: [fx.jersey.large], prices: { unit: 6000, total: 6000 } });
    expect(line.members.map((m) => [m.memberId, m.articleId, m.grade])).toEqual([
      [fx.bottle, fx.bottle, 'simple'], [fx.jersey.id, fx.jersey.large, 'variant'],
    ]);
    expect(line.members[1]!.options).toEqual([{ attribute: 'Taglia', value: 'L' }]);
    // The bottle's 5 tracked pieces bound how many kits there can be.
    expect(line.stock).toEqual({ on: true, quantity: 5 });
    expect(state.counts).toEqual({ items: 1, quantity: 1 });
  });

  it('grows the line only for the same selection; another selection is another line', async () => {
    const visitor = new Visitor(api);
    await visitor.add({ id: fx.kit, variantId: [fx.jersey.large], quantity: 1 });
    await visitor.add({ id: fx.kit, variantId: [fx.jersey.large], quantity: 1 });
    const state = await visitor.add({ id: fx.kit, variantId: [fx.jersey.small], quantity: 1 });
    expect(state.bundleItems.map((l) => [l.selection, l.quantity])).toEqual([[[fx.jersey.large], 2], [[fx.jersey.small], 1]]);
  });

  it('checks the stock of every member\'s chosen variant', async () => {
    const visitor = new Visitor(api);
    const error = await expectError(await visitor.call('POST', CARTS, { id: fx.kit, variantId: [fx.jersey.small], quantity: 4 }), 409, 'OUT_OF_STOCK');
    expect(error.payload).toEqual({ available: 3, inCart: 0 });
  });

  it('refuses a bundle without its selection, or with a wrong one', async () => {
    const visitor = new Visitor(api);
    const missing = await expectError(await visitor.call('POST', CARTS, { id: fx.kit, quantity: 1 }), 400, 'VARIANT_REQUIRED');
    expect(missing.payload).toEqual({ expected: 1 });
    await expectError(await visitor.call('POST', CARTS, { id: fx.kit, variantId: [fx.glove.only], quantity: 1 }), 400, 'INVALID_VARIANT');
    await expectError(await visitor.call('POST', CARTS, { id: fx.kit, variantId: [fx.jersey.small, fx.jersey.large], quantity: 1 }), 400, 'INVALID_VARIANT');
  });
});

describe('quantity bounds', () => {
  it('refuses a line below the minimum or above the maximum with the bounds (400 QUANTITY_OUT_OF_BOUNDS)', async () => {
    const visitor = new Visitor(api);
    const below = await expectError(await visitor.call('POST', CARTS, { id: fx.gel, quantity: 1 }), 400, 'QUANTITY_OUT_OF_BOUNDS');
    expect(below.payload).toEqual({ min: 2, max: 4, inCart: 0 });
    expect(below.message).toBe('La quantità deve essere compresa tra 2 e 4');
    await visitor.add({ id: fx.gel, quantity: 3 });
    const above = await expectError(await visitor.call('POST', CARTS, { id: fx.gel, quantity: 2 }), 400, 'QUANTITY_OUT_OF_BOUNDS');
    expect(above.payload).toEqual({ min: 2, max: 4, inCart: 3 });
    // A per-order maximum, not a stock limit: it must not read as stock running short.
    expect(above.message).toBe('Massimo 4 per ordine');
    expect(lineOf(await visitor.state(), fx.gel)?.quantity).toBe(3);
  });

  it('caps untracked articles without limits at the default ceiling of 99', async () => {
    const visitor = new Visitor(api);
    expect((await visitor.add({ id: fx.book, quantity: 99 })).items[0]).toMatchObject({ quantity: 99, bounds: { min: 1, max: 99 } });
    const error = await expectError(await visitor.call('POST', CARTS, { id: fx.book, quantity: 1 }), 400, 'QUANTITY_OUT_OF_BOUNDS');
    expect(error.payload).toEqual({ min: 1, max: 99, inCart: 99 });
  });
});

describe('stock', () => {
  it("refuses more than the tracked stock with 'N pezzi disponibili' and N (409 OUT_OF_STOCK)", async () => {
    const visitor = new Visitor(api);
    await visitor.add({ id: fx.bottle, quantity: 4 });
    const error = await expectError(await visitor.call('POST', CARTS, { id: fx.bottle, quantity: 2 }), 409, 'OUT_OF_STOCK');
    expect(error).toMatchObject({ message: '5 pezzi disponibili', payload: { available: 5, inCart: 4 } });
    expect(lineOf(await visitor.state(), fx.bottle)?.quantity).toBe(4);
  });

  it('says it in the request language, singular for one piece', async () => {
    const visitor = new Visitor(api);
    const tooMany = { id: fx.jersey.small, quantity: 4 };
    const messages: Record<string, string> = {
      it: '3 pezzi disponibili', en: '3 pieces available', fr: '3 pièces disponibles', es: '3 unidades disponibles', de: '3 Stück verfügbar',
    };
    for (const [lang, message] of Object.entries(messages)) {
      expect((await expectError(await visitor.call('POST', `${CARTS}?lang=${lang}`, tooMany), 409, 'OUT_OF_STOCK')).message).toBe(message);
    }
    await setStock(api.db, fx.glove.only, 1);
    const one = { id: fx.glove.only, quantity: 2 };
    expect((await expectError(await visitor.call('POST', CARTS, one), 409, 'OUT_OF_STOCK')).message).toBe('1 pezzo disponibile');
    const english = await expectError(await visitor.call('POST', CARTS, one, { 'accept-language': 'en-GB,en;q=0.8' }), 409, 'OUT_OF_STOCK');
    expect(english.message).toBe('1 piece available');
  });

  it('refuses a switched-off article (409 ARTICLE_UNAVAILABLE) and an unknown one (404 ARTICLE_NOT_FOUND)', async () => {
    const visitor = new Visitor(api);
    const off = await expectError(await visitor.call('POST', CARTS, { id: fx.retired, quantity: 1 }), 409, 'ARTICLE_UNAVAILABLE');
    expect(off.message).toBe('Questo prodotto non è al momento disponibile');
    await expectError(await visitor.call('POST', CARTS, { id: 999_999, quantity: 1 }), 404, 'ARTICLE_NOT_FOUND');
  });
});

describe('bad bodies', () => {
  it('answers 400 VALIDATION_ERROR naming the field and changes nothing', async () => {
    const visitor = new Visitor(api);
    await visitor.add({ id: fx.book, quantity: 1 });
    const bad: [unknown, string][] = [
      [{ quantity: 1 }, 'id'], [{ id: fx.book }, 'quantity'], [{ id: fx.book, quantity: 0 }, 'quantity'],
      [{ id: fx.book, quantity: -2 }, 'quantity'], [{ id: fx.book, quantity: 1.5 }, 'quantity'], [{ id: fx.book, quantity: '2' }, 'quantity'],
      [{ id: 'abc', quantity: 1 }, 'id'], [{ id: fx.kit, variantId: ['x'], quantity: 1 }, 'variantId'],
    ];
    for (const [body, field] of bad) {
      const error = await expectError(await visitor.call('POST', CARTS, body), 400, 'VALIDATION_ERROR');
      expect(failingFields(error).some((f) => f.startsWith(field)), JSON.stringify(body)).toBe(true);
    }
    await expectError(await visitor.call('POST', CARTS, '{"id":'), 400, 'VALIDATION_ERROR');
    const state = await visitor.state();
    expect(state.counts).toEqual({ items: 1, quantity: 1 });
  });
});

describe('GET /v1/openapi.json', () => {
  it('documents the cart calls, their bodies, the Idempotency-Key header and the replay header', async () => {
    type Operation = { parameters?: { name: string; in: string }[]; responses: Record<string, { headers?: Record<string, unknown> }> };
    const doc = await (await api.fetch('/v1/openapi.json')).json() as {
      paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> };
    };
    const operations = [doc.paths['/v1/checkout/ss/carts']?.post, doc.paths['/v1/checkout/ss/carts/items/{itemId}']?.patch, doc.paths['/v1/checkout/ss/carts/items/{itemId}']?.delete];
    for (const operation of operations) {
      expect(operation?.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'idempotency-key', in: 'header' })]));
      expect(Object.keys(operation!.responses['200']!.headers ?? {})).toEqual(['Idempotent-Replayed']);
      expect(Object.keys(operation!.responses)).toEqual(expect.arrayContaining(['200', '400', '404', '409']));
    }
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['AddToCart', 'SetCartQuantity', 'CartItem', 'CartBundleUnit', 'Checkout']));
  });
});
