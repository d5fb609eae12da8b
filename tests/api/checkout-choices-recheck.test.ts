// PATCH checkout/me/secure, the cart re-check before paying (decision 126): what the
// customer saw against the cart now; a change made in the database between the two is a message
// in the request's language, nothing changed is changed=false. Each test has articles of its own.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutSecureAnswerSchema, type CheckoutSeen } from '../../contract/checkout-choices.js';
import type { Checkout } from '../../contract/checkout.js';
import { articles } from '../../server/db/schema.js';
import { NO_RATE_LIMITS } from './auth-fixtures.js';
import { cartApiSuite, insertCartFixtures, setStock } from './cart-fixtures.js';
import { customer, type Customer } from './checkout-choices-fixtures.js';
import { expectError, failingFields } from './harness.js';

const { api } = cartApiSuite({ env: NO_RATE_LIMITS });
// Amounts are written the Italian way, as Intl writes them: a no-break space before the euro sign.

/** What the page showed: the buyable lines and the total. */
const seenOf = (s: Checkout): CheckoutSeen => ({
  lines: [...s.items, ...s.bundleItems].map((l) => ({ id: l.id, quantity: l.quantity, unit: l.prices.unit })),
  total: s.cashier.total,
});

async function recheck(c: Customer, seen: CheckoutSeen, lang = 'en') {
  const res = await c.call('PATCH', `/v1/checkout/me/secure?lang=${lang}`, { seen });
  const body: unknown = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(200);
  return checkoutSecureAnswerSchema.parse(body);
}

async function cartOf(c: Customer) {
  const fx = await insertCartFixtures(api.db);
  await c.add(fx.bottle, 2); // 2 × 25.00 €, tracked stock 5
  const shown = await c.add(fx.book, 1); // 10.00 €
  // The re-checks below ask in English: the names as an English page shows them.
  const english = await c.ok('GET', '/v1/checkout/ss?lang=en');
  const name = (id: number) => english.items.find((l) => l.articleId === id)!.name;
  return { fx, shown, bottle: name(fx.bottle), book: name(fx.book) };
}

describe('PATCH checkout/me/secure', () => {
  it('answers changed=false and no message when the cart is as the customer saw it', async () => {
    const c = await customer(api);
    const { shown } = await cartOf(c);
    const answer = await recheck(c, seenOf(shown));
    expect(answer.status).toEqual({ changed: false, messages: [] });
    expect(answer.checkout).toEqual(await c.ok('GET', '/v1/checkout/ss?lang=en'));
  });

  it('tells a price changed in the database since, and the new total, in the request\'s language', async () => {
    const c = await customer(api);
    const { fx, shown, bottle } = await cartOf(c);
    await api.db.update(articles).set({ priceGross: 2750 }).where(eq(articles.id, fx.bottle));
    const en = await recheck(c, seenOf(shown));
    expect(en.status.changed).toBe(true);
    // 2 × 27.50 + 10.00 = 65.00 €, plus 8.99 € shipping.
    expect(en.status.messages).toEqual([
      `The price of “${bottle}” has changed: now 27,50\u00a0€ instead of 25,00\u00a0€`,
      'The total has changed: now 73,99\u00a0€ instead of 68,99\u00a0€',
    ]);
    expect(en.checkout.cashier.total).toBe(7399);
    const it = await recheck(c, seenOf(shown), 'it');
    const itName = it.checkout.items.find((l) => l.articleId === fx.bottle)!.name;
    expect(it.status.messages[0]).toBe(`Il prezzo di «${itName}» è cambiato: ora 27,50\u00a0€ invece di 25,00\u00a0€`);
    // What the customer sees now is what the re-check compares next time: nothing left to tell.
    expect((await recheck(c, seenOf(en.checkout))).status).toEqual({ changed: false, messages: [] });
  });

  it('tells stock fallen under the quantity, a sold-out line and a switched-off one', async () => {
    const c = await customer(api);
    const { fx, shown, bottle, book } = await cartOf(c);
    await setStock(api.db, fx.bottle, 1);
    const fewer = await recheck(c, seenOf(shown));
    expect(fewer.status.messages).toContain(`“${bottle}”: 1 piece available`);
    await setStock(api.db, fx.bottle, 0);
    await api.db.update(articles).set({ available: false }).where(eq(articles.id, fx.book));
    const gone = await recheck(c, seenOf(shown));
    expect(gone.status.messages).toEqual([
      `“${bottle}” is sold out`,
      `“${book}” is no longer available`,
      // Nothing can be bought: the total is 0.
      'The total has changed: now 0,00\u00a0€ instead of 68,99\u00a0€',
    ]);
  });

  it('tells a quantity changed and a line added on another device, and a line the customer saw that is gone', async () => {
    const c = await customer(api);
    const { fx, shown, bottle } = await cartOf(c);
    const bottleLine = shown.items.find((l) => l.articleId === fx.bottle)!;
    const bookLine = shown.items.find((l) => l.articleId === fx.book)!;
    await c.ok('PATCH', `/v1/checkout/ss/carts/items/${bottleLine.id}`, { quantity: 3 });
    await c.ok('DELETE', `/v1/checkout/ss/carts/items/${bookLine.id}`);
    await c.add(fx.gel, 2);
    const gel = (await c.ok('GET', '/v1/checkout/ss?lang=en')).items.find((l) => l.articleId === fx.gel)!.name;
    const answer = await recheck(c, seenOf(shown));
    expect(answer.status.messages).toEqual([
      `“${bottle}”: 3 in the cart now instead of 2`,
      'A product is no longer in the cart',
      `“${gel}” has been added to the cart`,
      // 3 × 25.00 + 2 × 4.00 = 83.00 €: shipping free from 79.99 €.
      'The total has changed: now 83,00\u00a0€ instead of 68,99\u00a0€',
    ]);
  });

  it('changes nothing and refuses a bad body with its fields', async () => {
    const c = await customer(api);
    const { shown } = await cartOf(c);
    const before = await c.state();
    const bad = await c.call('PATCH', '/v1/checkout/me/secure', { seen: { lines: [{ id: 'x', quantity: 0, unit: 1.5 }] } });
    const error = await expectError(bad, 400, 'VALIDATION_ERROR');
    expect(failingFields(error)).toEqual(expect.arrayContaining(['seen.lines.0.quantity', 'seen.lines.0.unit', 'seen.total']));
    await recheck(c, { ...seenOf(shown), total: 1 });
    expect(await c.state()).toEqual(before);
  });
});
