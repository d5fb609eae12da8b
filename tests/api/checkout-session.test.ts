// GET /v1/checkout/ss: the session cart behind the raggio_ss cookie.
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSchema } from '../../contract/checkout.js';
import { shippings } from '../../server/db/schema.js';
import { startTestApi, type TestApi } from './harness.js';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api?.close(); });

const sessionCookie = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith('raggio_ss='));
const cookieValue = (setCookie: string) => setCookie.split(';')[0]!;

async function getCheckout(cookie?: string) {
  const res = await api.fetch('/v1/checkout/ss', cookie ? { headers: { cookie } } : {});
  expect(res.status).toBe(200);
  return { res, body: checkoutSchema.parse(await res.json()), setCookie: sessionCookie(res) };
}

describe('GET /v1/checkout/ss', () => {
  it('opens a session: an httpOnly, SameSite=Lax cookie for the whole site, kept long', async () => {
    const { setCookie, res } = await getCheckout();
    expect(setCookie).toMatch(/^raggio_ss=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(Number(/Max-Age=(\d+)/.exec(setCookie!)?.[1])).toBeGreaterThan(30 * 24 * 3600);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers an empty cart: no lines, counts and cashier at zero, shipping quoted', async () => {
    const { body } = await getCheckout();
    expect(body.items).toEqual([]);
    expect(body.unavailableItems).toEqual([]);
    expect(body.counts).toEqual({ items: 0, quantity: 0 });
    expect(body.cashier).toMatchObject({ gross: 0, taxable: 0, tax: 0, total: 0, payment: { additionalGross: 0 } });
    const [courier] = await api.db.select().from(shippings)
      .where(and(eq(shippings.active, true), sql`${shippings.type} <> 'pickup'`, sql`${shippings.countries} ? 'IT'`))
      .orderBy(asc(shippings.position), asc(shippings.id)).limit(1);
    expect(body.cashier.shipping).toEqual({ free: courier!.feeGross === 0, gross: courier!.feeGross });
    expect(body.steps.current.slug).toBe('accedi');
    expect(body.session.kind).toBe('guest');
  });

  it('finds the same cart again with the cookie, without setting a new one', async () => {
    const first = await getCheckout();
    const again = await getCheckout(cookieValue(first.setCookie!));
    expect(again.body.id).toBe(first.body.id);
    expect(again.setCookie).toBeUndefined();
  });

  it('gives every new session its own cart', async () => {
    const a = await getCheckout();
    const b = await getCheckout();
    expect(a.body.id).not.toBe(b.body.id);
  });

  it('replaces an unknown or malformed session id with a fresh one', async () => {
    for (const forged of [`raggio_ss=${'A'.repeat(43)}`, 'raggio_ss=short']) {
      const { setCookie } = await getCheckout(forged);
      expect(setCookie).toBeDefined();
      expect(cookieValue(setCookie!)).not.toBe(forged);
    }
  });

  it('keeps the cart across a server restart', async () => {
    const first = await getCheckout();
    await api.restart();
    const after = await getCheckout(cookieValue(first.setCookie!));
    expect(after.body.id).toBe(first.body.id);
  });
});
