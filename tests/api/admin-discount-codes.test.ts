// Discount codes from the back office (docs/decisions/239-discount-codes-on-screen.md): a created
// code applies to a shopper's cart, a change counts at once, an ended code is refused to shoppers
// and stops counting in a cart holding it, uses are counted once an order is placed; every change
// is in the audit with before and after; bad input is 400 changing nothing; only staff reach them.
import { and, desc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminDiscountCodeListSchema, adminDiscountCodeSchema, type AdminDiscountCode } from '../../contract/admin-discount-codes.js';
import { checkoutSchema } from '../../contract/checkout.js';
import { promoCodes, staffActions } from '../../server/db/schema.js';
import { staffCall, type Staff } from './admin-catalogue-fixtures.js';
import { expectStaffOnly, staffSignIn } from './admin-fixtures.js';
import { NO_RATE_LIMITS, signUpOk } from './auth-fixtures.js';
import { cartApiSuite, Visitor } from './cart-fixtures.js';
import { expectError, failingFields } from './harness.js';
import { completeOrder, insertTrackedArticle, intentOk, readyBuyer } from './order-fixtures.js';

const { api, fx } = cartApiSuite({ env: NO_RATE_LIMITS });
let staffHandle: Staff | undefined;
const staff = async () => (staffHandle ??= await staffSignIn(api));

const DAY = 24 * 60 * 60 * 1000;
let n = 0;
/** A code no other test uses. */
const freshCode = (prefix = 'TEST') => `${prefix}${Date.now().toString(36).toUpperCase()}${(n += 1)}`;

const call = async (method: string, path: string, body?: unknown) => staffCall(api, await staff(), method, `/v1/admin/discount-codes${path}`, body);
async function okCode(res: Response, status = 200): Promise<AdminDiscountCode> {
  const json: unknown = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(status);
  return adminDiscountCodeSchema.parse(json);
}
const create = async (body: Record<string, unknown>) => okCode(await call('POST', '', body), 201);
async function list(): Promise<AdminDiscountCode[]> {
  const res = await call('GET', '');
  expect(res.status).toBe(200);
  return adminDiscountCodeListSchema.parse(await res.json());
}
const codeRows = async () => api.db.select().from(promoCodes).orderBy(promoCodes.id);
const records = async (id: number) => api.db.select().from(staffActions)
  .where(and(eq(staffActions.subjectType, 'discount-code'), eq(staffActions.subjectId, String(id)), isNull(staffActions.refusal)))
  .orderBy(staffActions.id);

/** A signed-in shopper with a cart of 2 × 10,00 € + 25,00 €. */
async function shopper() {
  const { token } = await signUpOk(api);
  const device = new Visitor(api);
  const headers = { authorization: `Bearer ${token}` };
  await device.add({ id: fx.book, quantity: 2 }, headers);
  await device.add({ id: fx.bottle, quantity: 1 }, headers);
  return {
    apply: (code: string) => device.call('POST', '/v1/checkout/me/promos', { code }, headers),
    state: () => device.ok('GET', '/v1/checkout/ss', undefined, headers),
  };
}

describe('the discount code calls', () => {
  it('are for staff only, and an outsider changes nothing', async () => {
    const { id } = await create({ code: freshCode(), type: 'percentage', value: 10 });
    const before = await codeRows();
    const json = (method: string, body: unknown) => ({ method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await expectStaffOnly(api, '/v1/admin/discount-codes');
    await expectStaffOnly(api, '/v1/admin/discount-codes', json('POST', { code: 'INTRUSO', type: 'percentage', value: 90 }));
    await expectStaffOnly(api, `/v1/admin/discount-codes/${id}`, json('PATCH', { value: 90 }));
    await expectStaffOnly(api, `/v1/admin/discount-codes/${id}/end`, { method: 'POST' });
    expect(await codeRows()).toEqual(before);
  });
});

describe('POST admin/discount-codes', () => {
  it('creates a code, upper-cased, that a shopper applies to a cart at once, and records it', async () => {
    const code = freshCode('nuovo');
    const created = await create({ code: ` ${code.toLowerCase()} `, type: 'price', value: 500, minCart: 3000 });
    expect(created).toMatchObject({ code: code.toUpperCase(), type: 'price', value: 500, minCart: 3000, startsAt: null, endsAt: null, state: 'running', uses: 0 });
    expect((await list()).find((c) => c.id === created.id)).toEqual(created);

    const s = await shopper();
    const res = await s.apply(code.toLowerCase());
    expect(res.status).toBe(200);
    const state = checkoutSchema.parse(await res.json());
    expect(state.cashier.promo).toMatchObject({ id: created.id, enabled: true, code: code.toUpperCase(), gross: 500 });

    const [record] = await records(created.id);
    expect(record).toMatchObject({ action: 'discount-code.create', before: null, after: { code: code.toUpperCase(), type: 'price', value: 500, minCart: 3000 } });
  });

  it('keeps a code that starts tomorrow from shoppers until then', async () => {
    const code = freshCode();
    const created = await create({ code, type: 'percentage', value: 15, startsAt: new Date(Date.now() + DAY).toISOString() });
    expect(created.state).toBe('scheduled');
    await expectError(await (await shopper()).apply(code), 404, 'PROMO_NOT_FOUND');
  });

  it('refuses a bad code, value or dates with 400 and a code taken with 409, making nothing', async () => {
    const taken = freshCode();
    await create({ code: taken, type: 'percentage', value: 5 });
    const before = await codeRows();
    const bad = [
      [{ code: 'AB', type: 'percentage', value: 10 }, 'code'],
      [{ code: 'CON SPAZIO', type: 'percentage', value: 10 }, 'code'],
      [{ code: 'SCONTO€', type: 'percentage', value: 10 }, 'code'],
      [{ code: 'X'.repeat(41), type: 'percentage', value: 10 }, 'code'],
      [{ code: 'VALIDO1', type: 'percentage', value: 101 }, 'value'],
      [{ code: 'VALIDO1', type: 'percentage', value: 0 }, 'value'],
      [{ code: 'VALIDO1', type: 'percentage', value: 12.5 }, 'value'],
      [{ code: 'VALIDO1', type: 'price', value: -100 }, 'value'],
      [{ code: 'VALIDO1', type: 'articles', value: 1 }, 'type'],
      [{ code: 'VALIDO1', type: 'price', value: 100, minCart: 0 }, 'minCart'],
      [{ code: 'VALIDO1', type: 'price', value: 100, startsAt: '2027-01-01' }, 'startsAt'],
      [{ code: 'VALIDO1', type: 'price', value: 100, startsAt: new Date(Date.now() + 2 * DAY).toISOString(), endsAt: new Date(Date.now() + DAY).toISOString() }, 'endsAt'],
    ] as const;
    for (const [body, field] of bad) {
      const error = await expectError(await call('POST', '', body), 400, 'VALIDATION_ERROR');
      expect(failingFields(error), JSON.stringify(body)).toContain(field);
    }
    await expectError(await call('POST', '', { code: 'VALIDO2', type: 'price', value: 100, endsAt: new Date(Date.now() - DAY).toISOString() }), 400, 'ENDS_IN_THE_PAST');
    await expectError(await call('POST', '', { code: taken.toLowerCase(), type: 'price', value: 100 }), 409, 'CODE_TAKEN');
    expect(await codeRows()).toEqual(before);
  });
});

describe('PATCH admin/discount-codes/{id}', () => {
  it("changes the value and minimum, which a cart holding the code counts at once, and records before and after", async () => {
    const code = freshCode();
    const { id } = await create({ code, type: 'percentage', value: 10 });
    const s = await shopper();
    expect((await s.apply(code)).status).toBe(200);
    expect((await s.state()).cashier.promo.gross).toBe(450);

    const changed = await okCode(await call('PATCH', `/${id}`, { value: 20, minCart: 1000 }));
    expect(changed).toMatchObject({ value: 20, minCart: 1000, state: 'running' });
    expect((await s.state()).cashier.promo.gross).toBe(900);
    const [, record] = await records(id);
    expect(record).toMatchObject({ action: 'discount-code.update', before: { value: 10, minCart: null }, after: { value: 20, minCart: 1000 } });
  });

  it('refuses bad changes with 400 and an unknown code with 404, changing nothing', async () => {
    const { id } = await create({ code: freshCode(), type: 'percentage', value: 10, endsAt: new Date(Date.now() + 10 * DAY).toISOString() });
    const before = await codeRows();
    await expectError(await call('PATCH', `/${id}`, {}), 400, 'NOTHING_TO_CHANGE');
    await expectError(await call('PATCH', `/${id}`, { value: 150 }), 400, 'PERCENT_OUT_OF_BOUNDS');
    await expectError(await call('PATCH', `/${id}`, { endsAt: new Date(Date.now() - DAY).toISOString() }), 400, 'ENDS_IN_THE_PAST');
    await expectError(await call('PATCH', `/${id}`, { startsAt: new Date(Date.now() + 20 * DAY).toISOString() }), 400, 'DATES_OUT_OF_ORDER');
    expect(failingFields(await expectError(await call('PATCH', `/${id}`, { value: 'dieci' }), 400, 'VALIDATION_ERROR'))).toContain('value');
    await expectError(await call('PATCH', '/99999999', { value: 5 }), 404, 'CODE_NOT_FOUND');
    expect(await codeRows()).toEqual(before);
  });
});

describe('POST admin/discount-codes/{id}/end', () => {
  it('ends a code: shoppers are refused it, a cart holding it stops counting it, the row stays', async () => {
    const code = freshCode();
    const { id } = await create({ code, type: 'percentage', value: 10 });
    const holder = await shopper();
    expect((await holder.apply(code)).status).toBe(200);

    const ended = await okCode(await call('POST', `/${id}/end`));
    expect(ended.state).toBe('ended');
    expect(Date.parse(ended.endsAt!)).toBeLessThanOrEqual(Date.now());

    await expectError(await (await shopper()).apply(code), 404, 'PROMO_NOT_FOUND');
    expect((await holder.state()).cashier.promo).toMatchObject({ active: false, gross: 0 });
    expect((await list()).find((c) => c.id === id)?.state).toBe('ended');
    const record = (await records(id)).at(-1);
    expect(record).toMatchObject({ action: 'discount-code.end', before: { endsAt: null } });
    expect((record!.after as { endsAt: string }).endsAt).toBe(ended.endsAt);

    await expectError(await call('POST', `/${id}/end`), 409, 'CODE_ENDED');
    await expectError(await call('PATCH', `/${id}`, { value: 50 }), 409, 'CODE_ENDED');
    expect((await list()).find((c) => c.id === id)?.value).toBe(10);
  });
});

describe('uses', () => {
  it('counts the placed orders that took the code off, and keeps counting them after the end', async () => {
    const code = freshCode();
    const { id } = await create({ code, type: 'price', value: 300 });
    const articleId = await insertTrackedArticle(api.db, 10, 4000);
    for (let i = 0; i < 2; i += 1) {
      const buyer = await readyBuyer(api, articleId, 1);
      const applied = await api.fetch('/v1/checkout/me/promos', {
        method: 'POST', headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ code }),
      });
      expect(applied.status).toBe(200);
      if (i === 0) expect((await list()).find((c) => c.id === id)?.uses, 'applied is not used').toBe(0);
      const intent = await intentOk(api, buyer);
      expect((await completeOrder(api, buyer, intent)).status).toBe(200);
    }
    expect((await list()).find((c) => c.id === id)?.uses).toBe(2);
    expect((await okCode(await call('POST', `/${id}/end`))).uses).toBe(2);
  });

  it('has no delete: a code is ended, never removed', async () => {
    const { id } = await create({ code: freshCode(), type: 'percentage', value: 5 });
    const res = await call('DELETE', `/${id}`);
    expect([404, 405]).toContain(res.status);
    expect((await api.db.select().from(promoCodes).where(eq(promoCodes.id, id))).length).toBe(1);
    const last = await api.db.select().from(staffActions).orderBy(desc(staffActions.id)).limit(1);
    expect(last[0]?.action).not.toBe('discount-code.delete');
  });
});
