// docs/product/catalogue.md#shop-availability and decision 091: while the shop is not available (no payment both actived and
// available, no shipping, or a subscription that is neither 'actived' nor 'free'), nothing can be
// bought: a cart add or a quantity increase is refused with 409 SHOP_UNAVAILABLE and changes
// nothing; decreasing and removing stay allowed so the customer can empty the cart.
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Shop } from '../../contract/shop.js';
import { payments, settings, shippings } from '../../server/db/schema.js';
import { catalogueAnswers } from '../../server/domain/catalogue/catalogue-answers.js';
import { SHOP_ID } from '../../server/domain/shop-id.js';
import { cartApiSuite, lineOf, Visitor } from './cart-fixtures.js';
import { expectError } from './harness.js';

const { api, fx } = cartApiSuite();

const CARTS = '/v1/checkout/ss/carts';
const item = (id: string) => `/v1/checkout/ss/carts/items/${id}`;
const setPayments = (available: boolean) => api.db.update(payments).set({ available }).where(eq(payments.shopId, SHOP_ID));
/**
 * GET shop's availability after the test's own writes to the shop's tables: a writer in the
 * server's process re-reads the catalogue version, which the shop answer is kept by (decision 201).
 */
const shopAvailable = async () => {
  await catalogueAnswers(api.db).changed();
  return ((await (await api.fetch('/v1/shop')).json()) as Shop).available;
};

afterEach(async () => {
  await setPayments(true);
  await api.db.update(shippings).set({ active: true }).where(eq(shippings.shopId, SHOP_ID));
  await api.db.update(settings).set({ subscriptionStatus: 'actived' }).where(eq(settings.shopId, SHOP_ID));
});

describe('while the shop is not available', () => {
  it('refuses an add with 409 SHOP_UNAVAILABLE in the request language, and the cart stays as it was', async () => {
    const visitor = new Visitor(api);
    const before = await visitor.add({ id: fx.book, quantity: 2 });
    await setPayments(false);
    expect(await shopAvailable()).toBe(false);

    const refused = await expectError(await visitor.call('POST', CARTS, { id: fx.bottle, quantity: 1 }), 409, 'SHOP_UNAVAILABLE');
    expect(refused.message).toBe('Al momento il negozio non accetta ordini: non è possibile acquistare.');
    const english = await expectError(await visitor.call('POST', `${CARTS}?lang=en`, { id: fx.book, quantity: 1 }), 409, 'SHOP_UNAVAILABLE');
    expect(english.message).toBe('The shop is not taking orders at the moment: purchases are not possible.');

    const after = await visitor.state();
    expect(after.items.map((l) => [l.articleId, l.quantity])).toEqual(before.items.map((l) => [l.articleId, l.quantity]));
    expect(after.counts).toEqual(before.counts);
  });

  it('refuses a quantity increase but allows a decrease and a removal', async () => {
    const visitor = new Visitor(api);
    await visitor.add({ id: fx.book, quantity: 3 });
    const state = await visitor.add({ id: fx.bottle, quantity: 1 });
    const book = lineOf(state, fx.book)!;
    const bottle = lineOf(state, fx.bottle)!;
    await setPayments(false);

    await expectError(await visitor.call('PATCH', item(book.id), { quantity: 4 }), 409, 'SHOP_UNAVAILABLE');
    expect(lineOf(await visitor.state(), fx.book)?.quantity).toBe(3);

    const decreased = await visitor.ok('PATCH', item(book.id), { quantity: 1 });
    expect(lineOf(decreased, fx.book)?.quantity).toBe(1);
    const removed = await visitor.ok('DELETE', item(bottle.id));
    expect(lineOf(removed, fx.bottle)).toBeUndefined();
    const empty = await visitor.ok('DELETE', item(book.id));
    expect(empty.counts.items).toBe(0);
  });

  it('follows every part of the rule: no shipping, or a subscription neither actived nor free', async () => {
    const visitor = new Visitor(api);
    await api.db.update(shippings).set({ active: false }).where(eq(shippings.shopId, SHOP_ID));
    await expectError(await visitor.call('POST', CARTS, { id: fx.book, quantity: 1 }), 409, 'SHOP_UNAVAILABLE');
    await api.db.update(shippings).set({ active: true }).where(eq(shippings.shopId, SHOP_ID));

    await api.db.update(settings).set({ subscriptionStatus: 'suspended' }).where(eq(settings.shopId, SHOP_ID));
    await expectError(await visitor.call('POST', CARTS, { id: fx.book, quantity: 1 }), 409, 'SHOP_UNAVAILABLE');
    await api.db.update(settings).set({ subscriptionStatus: 'free' }).where(eq(settings.shopId, SHOP_ID));
    expect(lineOf(await visitor.add({ id: fx.book, quantity: 1 }), fx.book)?.quantity).toBe(1);
  });

  it('sells again as soon as a payment is available again', async () => {
    const visitor = new Visitor(api);
    await setPayments(false);
    await expectError(await visitor.call('POST', CARTS, { id: fx.book, quantity: 1 }), 409, 'SHOP_UNAVAILABLE');
    await setPayments(true);
    expect(await shopAvailable()).toBe(true);
    expect(lineOf(await visitor.add({ id: fx.book, quantity: 1 }), fx.book)?.quantity).toBe(1);
  });
});
