// Discount codes (decision 107): POST checkout/me/promos applies a code to the signed-in user's
// cart, DELETE checkout/ss/promos/{id} takes it off; the cashier's arithmetic is checked through
// the API's totals (cents, VAT per line on what is paid), the minimum cart, re-evaluation when
// the cart changes, and the refusals (visitor 401, bad input 400 changing nothing, unknown 404).
import { beforeAll, describe, expect, it } from 'vitest';
import { checkoutSchema, type Checkout } from '../../contract/checkout.js';
import { promoCodeArticles, promoCodes } from '../../server/db/schema.js';
import { SHOP_ID } from '../../server/domain/shop-id.js';
import { NO_RATE_LIMITS, signUpOk } from './auth-fixtures.js';
import { cartApiSuite, lineOf, Visitor } from './cart-fixtures.js';
import { expectError, failingFields } from './harness.js';

const { api, fx } = cartApiSuite({ env: NO_RATE_LIMITS });

const DAY = 24 * 60 * 60 * 1000;
let ids: Record<string, number> = {};

beforeAll(async () => {
  const rows = await api.db.insert(promoCodes).values([
    { shopId: SHOP_ID, code: 'TESTPCT', type: 'percentage', value: 10 },
    { shopId: SHOP_ID, code: 'TESTPRICE', type: 'price', value: 1500, minCartOn: true, minCartValue: 10000 },
    { shopId: SHOP_ID, code: 'TESTGIFT', type: 'articles', value: 0, minCartOn: true, minCartValue: 2000 },
    { shopId: SHOP_ID, code: 'TESTOLD', type: 'percentage', value: 50, endsAt: new Date(Date.now() - DAY) },
    { shopId: SHOP_ID, code: 'TESTSOON', type: 'percentage', value: 50, startsAt: new Date(Date.now() + DAY) },
    { shopId: SHOP_ID, code: 'TESTOFF', type: 'percentage', value: 50, active: false },
  ]).returning({ id: promoCodes.id, code: promoCodes.code });
  ids = Object.fromEntries(rows.map((r) => [r.code, r.id]));
  await api.db.insert(promoCodeArticles).values({ promoCodeId: ids.TESTGIFT!, articleId: fx.book, quantity: 1 });
});

/** A signed-in customer on one device: every call carries the token. */
async function customer() {
  const { token } = await signUpOk(api);
  const device = new Visitor(api);
  const headers = { authorization: `Bearer ${token}` };
  return {
    device, headers,
    add: (id: number, quantity: number) => device.add({ id, quantity }, headers),
    state: () => device.ok('GET', '/v1/checkout/ss', undefined, headers),
    apply: (code: unknown, query = '') => device.call('POST', `/v1/checkout/me/promos${query}`, { code }, headers),
    applyOk: async (code: string) => {
      const res = await device.call('POST', '/v1/checkout/me/promos', { code }, headers);
      const body: unknown = await res.json();
      expect(res.status, JSON.stringify(body)).toBe(200);
      return checkoutSchema.parse(body);
    },
    remove: (id: number) => device.call('DELETE', `/v1/checkout/ss/promos/${id}`, undefined, headers),
  };
}

const sums = (s: Checkout) => {
  const { gross, taxable, tax, total, promo, shipping } = s.cashier;
  return { gross, taxable, tax, total, off: promo.gross, shipping: shipping.gross };
};

describe('POST checkout/me/promos', () => {
  it('takes a percentage off, VAT derived per line from what is paid, the code shown upper-case', async () => {
    const c = await customer();
    await c.add(fx.book, 2); // 2 × 10.00 € at 4 %
    await c.add(fx.bottle, 1); // 25.00 € at 22 %
    const state = await c.applyOk(' testpct ');
    expect(state.cashier.promo).toMatchObject({ id: ids.TESTPCT, active: true, enabled: true, code: 'TESTPCT', type: 'percentage', discount: 10, missing: 0 });
    // 10 %: 200 off the books (1800: taxable 1731), 250 off the bottle (2250: taxable 1844).
    expect(sums(state)).toEqual({ gross: 4500, off: 450, taxable: 3575, tax: 475, shipping: 899, total: 4949 });
    expect(sums(await c.state())).toEqual(sums(state));
  });

  it('keeps a fixed-amount code below its minimum cart, says what is missing, and counts it once reached', async () => {
    const c = await customer();
    await c.add(fx.bottle, 1);
    await c.add(fx.book, 2);
    const below = await c.applyOk('TESTPRICE');
    expect(below.cashier.promo).toMatchObject({ active: true, enabled: false, code: 'TESTPRICE', gross: 0, minCart: { on: true, value: 10000 }, missing: 5500 });
    // Nothing off: bottle taxable 2049, books 1923.
    expect(sums(below)).toEqual({ gross: 4500, off: 0, taxable: 3972, tax: 528, shipping: 899, total: 5399 });

    await c.add(fx.bottle, 2); // 7500 + 2000 = 9500: still 5.00 € missing
    expect((await c.state()).cashier.promo).toMatchObject({ enabled: false, missing: 500 });
    const reached = await c.add(fx.book, 1); // 7500 + 3000 = 10500
    // 1500 in proportion 7500 : 3000 is 1071.4 and 428.6: 1071 and 429 (the cent to the larger remainder).
    // Bottles 6429 at 22 % (taxable 5270), books 2571 at 4 % (taxable 2472); 90.00 € paid: free shipping.
    expect(reached.cashier.promo).toMatchObject({ enabled: true, gross: 1500, missing: 0 });
    expect(sums(reached)).toEqual({ gross: 10500, off: 1500, taxable: 7742, tax: 1258, shipping: 0, total: 9000 });
  });

  it('re-evaluates the code when the cart changes: a line removed below the minimum disables it', async () => {
    const c = await customer();
    await c.add(fx.bottle, 3);
    const full = await c.add(fx.book, 3);
    expect((await c.applyOk('TESTPRICE')).cashier.promo.enabled).toBe(true);
    const book = lineOf(full, fx.book)!;
    const after = await c.device.ok('DELETE', `/v1/checkout/ss/carts/items/${book.id}`, undefined, c.headers);
    expect(after.cashier.promo).toMatchObject({ active: true, enabled: false, gross: 0, missing: 2500 });
    expect(sums(after)).toMatchObject({ gross: 7500, off: 0, total: 7500 + 899 });
  });

  it("lists an 'articles' code's free products in promoItems at no cost, once the minimum is reached", async () => {
    const c = await customer();
    await c.add(fx.bottle, 1);
    const state = await c.applyOk('TESTGIFT');
    expect(state.cashier.promo).toMatchObject({ type: 'articles', enabled: true, gross: 0 });
    expect(state.promoItems).toHaveLength(1);
    expect(state.promoItems[0]).toMatchObject({ articleId: fx.book, quantity: 1, prices: { gross: 1000, unit: 0, total: 0 } });
    expect(state.counts).toEqual({ items: 1, quantity: 1 });
    expect(sums(state)).toMatchObject({ gross: 2500, total: 2500 + 899 });
    // Below the minimum the gift goes (and comes back when the cart grows).
    const bottle = lineOf(state, fx.bottle)!;
    await c.device.ok('DELETE', `/v1/checkout/ss/carts/items/${bottle.id}`, undefined, c.headers);
    await c.add(fx.book, 1);
    const small = await c.state();
    expect(small.cashier.promo).toMatchObject({ enabled: false, missing: 1000 });
    expect(small.promoItems).toEqual([]);
  });

  it('refuses unknown, expired, not yet valid and inactive codes with 404 PROMO_NOT_FOUND, changing nothing', async () => {
    const c = await customer();
    await c.add(fx.book, 1);
    await c.applyOk('TESTPCT');
    for (const code of ['NOSUCHCODE', 'TESTOLD', 'testsoon', 'TESTOFF']) {
      const error = await expectError(await c.apply(code), 404, 'PROMO_NOT_FOUND');
      expect(error.message).toBe('Codice sconto non valido o scaduto');
    }
    const en = await expectError(await c.apply('NOSUCHCODE', '?lang=en'), 404, 'PROMO_NOT_FOUND');
    expect(en.message).toBe('This discount code is not valid or has expired');
    expect((await c.state()).cashier.promo.code).toBe('TESTPCT');
  });

  it('refuses bad input with 400 naming the field, changing nothing', async () => {
    const c = await customer();
    await c.add(fx.book, 1);
    await c.applyOk('TESTPCT');
    for (const code of ['', '   ', 'TWO WORDS', 'x'.repeat(41), 42, null]) {
      const error = await expectError(await c.apply(code), 400, 'VALIDATION_ERROR');
      expect(failingFields(error)).toContain('code');
    }
    const noBody = await c.device.call('POST', '/v1/checkout/me/promos', '{', { ...c.headers });
    expect(noBody.status).toBe(400);
    expect((await c.state()).cashier.promo).toMatchObject({ code: 'TESTPCT', active: true });
  });

  it('needs a signed-in customer: a visitor gets 401 AUTH_REQUIRED and the session cart is untouched', async () => {
    const visitor = new Visitor(api);
    await visitor.add({ id: fx.book, quantity: 1 });
    await expectError(await visitor.call('POST', '/v1/checkout/me/promos', { code: 'TESTPCT' }), 401, 'AUTH_REQUIRED');
    expect((await visitor.state()).cashier.promo.active).toBe(false);
  });
});

describe('DELETE checkout/ss/promos/{id}', () => {
  it('takes the code off and the totals go back; a code the cart does not have is 404', async () => {
    const c = await customer();
    await c.add(fx.bottle, 2);
    const before = sums(await c.state());
    await c.applyOk('TESTPCT');
    const res = await c.remove(ids.TESTPCT!);
    expect(res.status).toBe(200);
    const after = checkoutSchema.parse(await res.json());
    expect(after.cashier.promo).toMatchObject({ id: null, active: false, code: null, gross: 0 });
    expect(sums(after)).toEqual(before);
    await expectError(await c.remove(ids.TESTPCT!), 404, 'PROMO_NOT_APPLIED');
    await expectError(await c.device.call('DELETE', '/v1/checkout/ss/promos/abc', undefined, c.headers), 400, 'VALIDATION_ERROR');
  });

  it("cannot take another user's code off: their cart is not the request's", async () => {
    const owner = await customer();
    await owner.add(fx.book, 1);
    await owner.applyOk('TESTPCT');
    const other = await customer();
    await expectError(await other.remove(ids.TESTPCT!), 404, 'PROMO_NOT_APPLIED');
    await expectError(await new Visitor(api).call('DELETE', `/v1/checkout/ss/promos/${ids.TESTPCT}`), 404, 'PROMO_NOT_APPLIED');
    expect((await owner.state()).cashier.promo.code).toBe('TESTPCT');
  });

  it('the demo codes exist in the seed', async () => {
    const c = await customer();
    await c.add(fx.book, 1);
    expect((await c.applyOk('raggio10')).cashier.promo).toMatchObject({ code: 'RAGGIO10', type: 'percentage', discount: 10 });
    expect((await c.applyOk('BENVENUTO')).cashier.promo).toMatchObject({ type: 'price', discount: 1500, minCart: { on: true, value: 10000 }, missing: 9000 });
    expect((await c.applyOk('GIFTBOTTLE')).cashier.promo).toMatchObject({ type: 'articles' });
  });
});

describe('OpenAPI', () => {
  it('documents the promos calls with their refusals and the signed-in requirement', async () => {
    const doc = (await (await api.fetch('/v1/openapi.json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown>; security?: unknown[] }>>;
    };
    const apply = doc.paths['/v1/checkout/me/promos']?.post;
    expect(Object.keys(apply?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '404']));
    expect(apply?.security).toEqual([{ bearerAuth: [] }]);
    const remove = doc.paths['/v1/checkout/ss/promos/{id}']?.delete;
    expect(Object.keys(remove?.responses ?? {})).toEqual(expect.arrayContaining(['200', '404']));
  });
});
