// The customer's own data (docs/decisions/236-the-customers-own-data.md): GET users/{id}/export
// answers everything the shop holds about the signed-in customer as a file, and nothing of anyone
// else; POST users/{id}/close asks for the password again, ends every session at once, erases or
// pseudonymises the account, deletes its Stripe customer, and keeps its orders for the books.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalDataSchema } from '../../contract/personal-data.js';
import {
  addresses, authSessions, carts, idempotencyKeys, mctgEvents, orderMails, orders, orderWithdrawals, savedCards, stripeCustomers, subscriptions, users, wishes,
} from '../../server/db/schema.js';
import { drainEventIntake } from '../../server/domain/mctg/intake.js';
import { isClosedEmail } from '../../server/domain/users/closed.js';
import { ensureStripeCustomer } from '../../server/payments/stripe-customers.js';
import { adminOrderOk, placeOrder } from './admin-order-fixtures.js';
import { staffSignIn } from './admin-fixtures.js';
import { bearer, NO_RATE_LIMITS, PASSWORD, sessionCheck, signupBody, signUpOk } from './auth-fixtures.js';
import { insertSavedCard } from './card-fixtures.js';
import { expectError, postJson, startTestApi, type TestApi } from './harness.js';
import { stripeOverHttp } from './payment-fixtures.js';

let api: TestApi;
beforeAll(async () => { api = await startTestApi({ env: NO_RATE_LIMITS }); });
afterAll(async () => { await api?.close(); });

const exportOf = (userId: number, token: string) => api.fetch(`/v1/users/${userId}/export`, bearer(token));
const closeOf = (userId: number, token: string, password: string) =>
  api.fetch(`/v1/users/${userId}/close`, postJson({ password }, { authorization: `Bearer ${token}` }));

async function wish(token: string, articleId: number) {
  const res = await api.fetch('/v1/wishes/articles', postJson({ id: articleId }, { authorization: `Bearer ${token}` }));
  expect(res.status).toBe(200);
}

/** A message through the support form, from `email`. */
async function supportMessage(email: string, msg: string) {
  const res = await api.fetch('/v1/shop/mail/send?lang=it', postJson({ name: { first: 'Giulia', last: 'Bianchi' }, mail: email, msg }));
  expect(res.status).toBe(200);
}

/** A customer with an order, a wish, a newsletter row, a saved card and a Stripe customer. */
async function busyCustomer() {
  const placed = await placeOrder(api);
  const { buyer } = placed;
  await api.db.update(users).set({ phone: '+39 049 123456' }).where(eq(users.id, buyer.userId));
  await wish(buyer.token, placed.articleId);
  await api.db.insert(subscriptions).values({ shopId: 'raggio', email: buyer.email.toLowerCase(), name: 'Giulia', status: 'confirmed', confirmedAt: new Date() })
    .onConflictDoNothing();
  await insertSavedCard(api.db, buyer.userId, { brand: 'mastercard', last4: '4444', stripePaymentMethodId: `pm_secret_${buyer.userId}` });
  const stripe = stripeOverHttp(api);
  const customerId = await ensureStripeCustomer(api.db, stripe, { id: buyer.userId, email: buyer.email, name: 'Giulia Bianchi' });
  return { ...placed, stripe, customerId };
}

describe('GET /v1/users/{id}/export', () => {
  it('answers a file with the profile, addresses, orders with lines and totals, wishes, newsletter, cards (no secrets) and sessions', async () => {
    const { buyer, orderId, articleId } = await busyCustomer();
    const other = await signUpOk(api);
    await supportMessage(buyer.email.toUpperCase(), 'Il telaio arriva entro maggio?\n\nGrazie');
    await supportMessage(other.user.email, 'Un messaggio di qualcun altro');
    const res = await exportOf(buyer.userId, buyer.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="raggio-dati-personali-\d+-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(text).not.toContain('pm_');
    expect(text).not.toContain('cus_');
    expect(text).not.toContain('password');
    expect(text).not.toContain(other.user.email);
    const data = personalDataSchema.parse(JSON.parse(text));
    expect(data.profile).toMatchObject({ id: buyer.userId, email: buyer.email, phone: '+39 049 123456' });
    expect(data.addresses).toHaveLength(1);
    expect(data.orders.map((o) => o.id)).toEqual([orderId]);
    expect(data.orders[0]!.items).toHaveLength(1);
    expect(data.orders[0]!.checkout.cashier.total).toBeGreaterThan(0);
    expect(data.wishes.map((w) => w.articleId)).toEqual([articleId]);
    expect(data.newsletter).toMatchObject({ email: buyer.email.toLowerCase(), status: 'confirmed' });
    expect(data.consents.newsletter).toMatchObject({ status: 'confirmed', topics: { news: true, promos: true, surveys: false } });
    expect(data.savedCards).toEqual([expect.objectContaining({ brand: 'mastercard', last4: '4444' })]);
    // The support form's message from the account's address, as typed; nobody else's.
    expect(data.supportMessages).toEqual([{ writtenAt: expect.any(String), sentAt: expect.any(String), message: 'Il telaio arriva entro maggio?\n\nGrazie' }]);
    expect(data.sessions.active).toBeGreaterThanOrEqual(1);
  });

  it('holds nothing of another customer, whose id answers 404', async () => {
    const a = await signUpOk(api);
    const b = await signUpOk(api);
    await expectError(await exportOf(b.user.id, a.token), 404, 'NOT_FOUND');
    const data = personalDataSchema.parse(await (await exportOf(a.user.id, a.token)).json());
    expect(data.profile.id).toBe(a.user.id);
    expect(data).toMatchObject({ addresses: [], orders: [], wishes: [], newsletter: null, savedCards: [] });
  });

  it('needs a token', async () => {
    const a = await signUpOk(api);
    await expectError(await api.fetch(`/v1/users/${a.user.id}/export`), 401, 'AUTH_REQUIRED');
  });
});

describe('POST /v1/users/{id}/close', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const { buyer } = await busyCustomer();
    const before = await api.db.select().from(users).where(eq(users.id, buyer.userId));
    await expectError(await closeOf(buyer.userId, buyer.token, 'not-the-password'), 400, 'WRONG_PASSWORD');
    expect(await api.db.select().from(users).where(eq(users.id, buyer.userId))).toEqual(before);
    expect((await sessionCheck(api, buyer.token)).status).toBe(200);
    expect(await api.db.select().from(addresses).where(eq(addresses.userId, buyer.userId))).toHaveLength(1);
    expect(await api.db.select().from(savedCards).where(eq(savedCards.userId, buyer.userId))).toHaveLength(1);
  });

  it("answers 404 for another customer's id, changing nothing", async () => {
    const a = await signUpOk(api);
    const b = await signUpOk(api);
    await expectError(await closeOf(b.user.id, a.token, PASSWORD), 404, 'NOT_FOUND');
    expect((await sessionCheck(api, b.token)).status).toBe(200);
  });

  it('ends the sessions at once, refuses sign-in, erases the account, deletes the Stripe customer and keeps the orders for staff', async () => {
    const { buyer, orderId, stripe, customerId } = await busyCustomer();
    await supportMessage(buyer.email, 'Dove trovo la fattura?');
    // A withdrawal statement giving another address of the customer's.
    const itemId = (await (await api.fetch(`/v1/orders/${orderId}`, bearer(buyer.token))).json() as { items: { id: string }[] }).items[0]!.id;
    const statement = await api.fetch(`/v1/orders/${orderId}/withdrawals`, postJson(
      { name: 'Giulia Bianchi', email: 'giulia.lavoro@example.it', lines: [{ itemId, quantity: 1 }] }, { authorization: `Bearer ${buyer.token}` }));
    expect(statement.status).toBe(200);
    const second = await api.fetch('/v1/auth/signin', postJson({ email: buyer.email, password: PASSWORD }));
    const { token: otherDevice } = (await second.json()) as { token: string };
    const res = await closeOf(buyer.userId, buyer.token, PASSWORD);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ closed: true });

    await expectError(await sessionCheck(api, buyer.token), 401, 'AUTH_EXPIRE');
    await expectError(await sessionCheck(api, otherDevice), 401, 'AUTH_EXPIRE');
    await expectError(await exportOf(buyer.userId, buyer.token), 401, 'AUTH_EXPIRE');
    await expectError(await api.fetch('/v1/auth/signin', postJson({ email: buyer.email, password: PASSWORD })), 401, 'INVALID_CREDENTIALS');

    const [row] = await api.db.select().from(users).where(eq(users.id, buyer.userId));
    expect(isClosedEmail(row!.email)).toBe(true);
    expect(row).toMatchObject({ firstName: '', lastName: '', phone: null });
    expect(await api.db.select().from(authSessions).where(eq(authSessions.userId, buyer.userId)))
      .toSatisfy((rows: { revokedAt: Date | null }[]) => rows.every((s) => s.revokedAt !== null));
    for (const table of [addresses, savedCards, stripeCustomers, wishes, carts] as const) {
      expect(await api.db.select().from(table).where(eq(table.userId, buyer.userId))).toEqual([]);
    }
    expect(await api.db.select().from(subscriptions).where(eq(subscriptions.email, buyer.email.toLowerCase()))).toEqual([]);
    // The pseudonym cannot sign in either.
    await expectError(await api.fetch('/v1/auth/signin', postJson({ email: row!.email, password: PASSWORD })), 401, 'INVALID_CREDENTIALS');

    // The Stripe customer is gone from the sandbox.
    expect(await stripe.customers.retrieve(customerId)).toMatchObject({ id: customerId, deleted: true });

    // The order stays, with its frozen checkout, and the back office reads it without the account's data.
    const [order] = await api.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toBeDefined();
    const staff = await staffSignIn(api);
    const seen = await adminOrderOk(api, staff.token, orderId);
    expect(seen.customer).toMatchObject({ id: buyer.userId, name: { first: '', last: '' } });
    expect(isClosedEmail(seen.customer.email)).toBe(true);
    expect(JSON.stringify(seen.mails)).not.toContain(buyer.email.toLowerCase());
    // The statement's own address went too, from the statement and from its acknowledgement; what
    // was withdrawn, and by whom, stays for the books.
    expect(JSON.stringify(seen)).not.toContain('giulia.lavoro@example.it');
    const [kept] = await api.db.select().from(orderWithdrawals).where(eq(orderWithdrawals.orderId, orderId));
    expect(kept).toMatchObject({ name: 'Giulia Bianchi', lines: [{ itemId, quantity: 1 }] });
    expect(isClosedEmail(kept!.email)).toBe(true);
    const mails = await api.db.select().from(orderMails).where(eq(orderMails.orderId, orderId));
    expect(JSON.stringify(mails)).not.toContain('giulia.lavoro@example.it');
    // The support message the shop's mailbox already has is no longer held.
    expect(JSON.stringify(await api.db.select().from(orderMails).where(eq(orderMails.kind, 'supportMessage')))).not.toContain('Dove trovo la fattura?');
    expect(seen.addresses).toEqual(order!.checkout.addresses);
  });

  it('leaves the e-mail free to sign up again, as a new account with nothing of the old one', async () => {
    const first = await signUpOk(api);
    expect((await closeOf(first.user.id, first.token, PASSWORD)).status).toBe(200);
    const again = await signUpOk(api, { email: first.user.email });
    expect(again.user.id).not.toBe(first.user.id);
    const data = personalDataSchema.parse(await (await exportOf(again.user.id, again.token)).json());
    expect(data).toMatchObject({ orders: [], addresses: [] });
  });

  it("keeps closed accounts' reserved domain out of sign-up and e-mail changes", async () => {
    const taken = { email: 'chiuso-99999999@account-chiuso.invalid' };
    await expectError(await api.fetch('/v1/auth/signup', postJson(signupBody(taken))), 409, 'EMAIL_TAKEN');
    const a = await signUpOk(api);
    const change = { new: taken.email, confirmed: taken.email, password: PASSWORD };
    await expectError(await api.fetch('/v1/auth/email', { ...postJson(change, { authorization: `Bearer ${a.token}` }), method: 'PATCH' }), 409, 'EMAIL_TAKEN');
  });

  it("deletes the analytics events and kept answers of the browser session it came from, and drops that session's cookie", async () => {
    const a = await signUpOk(api);
    const mine = 'c'.repeat(43);
    const someoneElse = 'd'.repeat(43);
    for (const session of [mine, someoneElse]) {
      await api.fetch('/v1/mctg/catalog/click', postJson({ model: 'article', evtData: { id: 1 } }, { cookie: `raggio_ss=${session}` }));
    }
    await drainEventIntake(api.db);
    const kept = { key: 'k-1', method: 'POST', path: '/v1/orders/intents', bodyHash: '', status: 200, body: { mine: true } };
    await api.db.insert(idempotencyKeys).values([{ scope: `user:${a.user.id}`, ...kept }, { scope: `ss:${mine}`, ...kept }, { scope: `ss:${someoneElse}`, ...kept }]);
    const res = await api.fetch(`/v1/users/${a.user.id}/close`, postJson({ password: PASSWORD }, { authorization: `Bearer ${a.token}`, cookie: `raggio_ss=${mine}` }));
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/^raggio_ss=;.*Max-Age=0/);
    expect(await api.db.select().from(mctgEvents).where(eq(mctgEvents.sessionId, mine))).toEqual([]);
    expect(await api.db.select().from(mctgEvents).where(eq(mctgEvents.sessionId, someoneElse))).toHaveLength(1);
    expect((await api.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'k-1'))).map((k) => k.scope)).toEqual([`ss:${someoneElse}`]);
  });

  it('refuses a request without a password', async () => {
    const a = await signUpOk(api);
    await expectError(await api.fetch(`/v1/users/${a.user.id}/close`, postJson({}, { authorization: `Bearer ${a.token}` })), 400, 'VALIDATION_ERROR');
  });
});
