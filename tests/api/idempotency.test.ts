// Idempotency-Key on the cart mutations: a replay answers the stored first answer and changes
// nothing; a reused key for another request is refused; keys belong to the session.
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../server/db/schema.js';
import { hashBody, purgeIdempotencyKeys } from '../../server/http/idempotency.js';
import { signUpOk } from './auth-fixtures.js';
import { cartApiSuite, lineOf, setStock, Visitor } from './cart-fixtures.js';
import { expectError, postJson } from './harness.js';

const { api, fx } = cartApiSuite();

const CARTS = '/v1/checkout/ss/carts';
const ITEMS = '/v1/checkout/ss/carts/items';
const key = (k: string) => ({ 'Idempotency-Key': k });
const uuid = () => crypto.randomUUID();
const keyRows = async (k: string) => ((await api.db.select({ n: count() }).from(idempotencyKeys).where(eq(idempotencyKeys.key, k))) as [{ n: number }])[0].n;

async function answer(res: Response) {
  return { status: res.status, replayed: res.headers.get('idempotent-replayed'), body: await res.json() as unknown };
}

describe('Idempotency-Key', () => {
  it('keeps the cart\'s answer read after the commit (decision 243): the key holds the cart it was read from and the answer given', async () => {
    const visitor = new Visitor(api);
    const k = uuid();
    const first = await answer(await visitor.call('POST', CARTS, { id: fx.book, quantity: 1 }, key(k)));
    expect(first.status).toBe(200);
    const [row] = await api.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, k));
    expect(row).toMatchObject({ status: 200, subject: { cartId: (first.body as { id: string }).id } });
    expect(row!.body).toEqual(first.body);
    expect(first.replayed).toBeNull();
    expect(visitor.cookie).toBeTruthy();
  });

  it('a repeat that finds no answer stored (the first died after its commit) reads the cart as it is, marked replayed, and adds nothing', async () => {
    const visitor = new Visitor(api);
    const k = uuid();
    const first = await answer(await visitor.call('POST', CARTS, { id: fx.book, quantity: 2 }, key(k)));
    await api.db.update(idempotencyKeys).set({ body: null }).where(eq(idempotencyKeys.key, k));
    const again = await answer(await visitor.call('POST', CARTS, { id: fx.book, quantity: 2 }, key(k)));
    expect(again).toMatchObject({ status: 200, replayed: 'true' });
    expect(again.body).toEqual(first.body);
    expect((await visitor.state()).counts).toEqual({ items: 1, quantity: 2 });
  });

  it('answers a repeated add with the stored answer, marked replayed, and adds once', async () => {
    const visitor = new Visitor(api);
    const k = uuid();
    const first = await answer(await visitor.call('POST', CARTS, { id: fx.book, quantity: 2 }, key(k)));
    const again = await answer(await visitor.call('POST', CARTS, { quantity: 2, id: fx.book }, key(k)));
    expect(first).toMatchObject({ status: 200, replayed: null });
    expect(again).toMatchObject({ status: 200, replayed: 'true' });
    expect(again.body).toEqual(first.body);
    expect((await visitor.state()).counts).toEqual({ items: 1, quantity: 2 });
  });

  it('replays PATCH and DELETE too: a repeated removal answers 200 again, not 404', async () => {
    const visitor = new Visitor(api);
    const line = (await visitor.add({ id: fx.book, quantity: 1 })).items[0]!;
    const patchKey = uuid();
    await visitor.ok('PATCH', `${ITEMS}/${line.id}`, { quantity: 3 }, key(patchKey));
    await visitor.ok('PATCH', `${ITEMS}/${line.id}`, { quantity: 4 });
    const replayedPatch = await visitor.call('PATCH', `${ITEMS}/${line.id}`, { quantity: 3 }, key(patchKey));
    expect(replayedPatch.headers.get('idempotent-replayed')).toBe('true');
    expect(lineOf(await visitor.state(), fx.book)?.quantity).toBe(4);

    const deleteKey = uuid();
    const removed = await answer(await visitor.call('DELETE', `${ITEMS}/${line.id}`, undefined, key(deleteKey)));
    const removedAgain = await answer(await visitor.call('DELETE', `${ITEMS}/${line.id}`, undefined, key(deleteKey)));
    expect(removedAgain).toEqual({ ...removed, replayed: 'true' });
    expect(removed.status).toBe(200);
  });

  it('keeps no refusal (decision 224): a refused add leaves no key row, and the same key after the stock came back adds', async () => {
    const visitor = new Visitor(api);
    await visitor.add({ id: fx.jersey.large, quantity: 1 });
    const k = uuid();
    const refused = await answer(await visitor.call('POST', CARTS, { id: fx.bottle, quantity: 6 }, key(k)));
    expect(refused).toMatchObject({ status: 409, replayed: null, body: { code: 'OUT_OF_STOCK' } });
    expect(await keyRows(k)).toBe(0);
    const again = await answer(await visitor.call('POST', CARTS, { id: fx.bottle, quantity: 6 }, key(k)));
    expect(again).toEqual(refused);
    await setStock(api.db, fx.bottle, 6);
    try {
      const added = await answer(await visitor.call('POST', CARTS, { id: fx.bottle, quantity: 6 }, key(k)));
      expect(added).toMatchObject({ status: 200, replayed: null });
      expect(await keyRows(k)).toBe(1);
      expect(lineOf(await visitor.state(), fx.bottle)?.quantity).toBe(6);
    } finally {
      await setStock(api.db, fx.bottle, 5);
    }
  });

  it('keeps no row for any keyed call it refuses: 400, 404, 409, 415, of a visitor and of a signed-in customer', async () => {
    const visitor = new Visitor(api);
    const line = (await visitor.add({ id: fx.book, quantity: 1 })).items.find((i) => i.articleId === fx.book)!;
    const refusals: [number, string, string, unknown, Record<string, string>][] = [
      [400, 'POST', CARTS, { id: fx.book, quantity: 0 }, {}],
      [400, 'POST', CARTS, { id: fx.jersey.id, quantity: 1 }, {}],
      [404, 'POST', CARTS, { id: 2_000_000_000, quantity: 1 }, {}],
      [404, 'PATCH', `${ITEMS}/${uuid()}`, { quantity: 2 }, {}],
      [404, 'DELETE', `${ITEMS}/${uuid()}`, undefined, {}],
      [400, 'PATCH', `${ITEMS}/${line.id}`, { quantity: 100 }, {}],
      [409, 'POST', CARTS, { id: fx.bottle, quantity: 6 }, {}],
      [415, 'POST', CARTS, JSON.stringify({ id: fx.book, quantity: 1 }), { 'content-type': 'text/plain' }],
    ];
    for (const [status, method, path, body, headers] of refusals) {
      const k = uuid();
      const res = await visitor.call(method, path, body, { ...key(k), ...headers });
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(status);
      expect(await keyRows(k), `${method} ${path}`).toBe(0);
    }
    const { token } = await signUpOk(api);
    const asUser = { authorization: `Bearer ${token}` };
    const k = uuid();
    const intent = await api.fetch('/v1/orders/intents', { method: 'POST', headers: { ...asUser, ...key(k) } });
    expect((await expectError(intent, 409, 'CART_EMPTY')).statusCode).toBe(409);
    const wish = await api.fetch('/v1/wishes/articles', postJson({ id: 2_000_000_000 }, { ...asUser, ...key(k) }));
    expect(wish.status).toBe(404);
    expect(await keyRows(k)).toBe(0);
  });

  it('refuses the same key with another body or path (409 IDEMPOTENCY_KEY_REUSED), changing nothing', async () => {
    const visitor = new Visitor(api);
    const k = uuid();
    const line = (await visitor.add({ id: fx.book, quantity: 1 }, key(k))).items[0]!;
    await expectError(await visitor.call('POST', CARTS, { id: fx.book, quantity: 5 }, key(k)), 409, 'IDEMPOTENCY_KEY_REUSED');
    await expectError(await visitor.call('PATCH', `${ITEMS}/${line.id}`, { quantity: 1 }, key(k)), 409, 'IDEMPOTENCY_KEY_REUSED');
    expect((await visitor.state()).counts).toEqual({ items: 1, quantity: 1 });
  });

  it('refuses the same key with another query (another language is another answer), and replays the same query in any order', async () => {
    const visitor = new Visitor(api);
    const k = uuid();
    const first = await answer(await visitor.call('POST', `${CARTS}?lang=it`, { id: fx.book, quantity: 1 }, key(k)));
    expect(first.status).toBe(200);
    await expectError(await visitor.call('POST', `${CARTS}?lang=en`, { id: fx.book, quantity: 1 }, key(k)), 409, 'IDEMPOTENCY_KEY_REUSED');
    await expectError(await visitor.call('POST', CARTS, { id: fx.book, quantity: 1 }, key(k)), 409, 'IDEMPOTENCY_KEY_REUSED');
    const both = uuid();
    await visitor.ok('POST', `${CARTS}?lang=en&x=1`, { id: fx.book, quantity: 1 }, key(both));
    expect((await visitor.call('POST', `${CARTS}?x=1&lang=en`, { id: fx.book, quantity: 1 }, key(both))).headers.get('idempotent-replayed')).toBe('true');
    expect((await visitor.state()).counts).toEqual({ items: 1, quantity: 2 });
  });

  it("keeps keys per session: another session's same key is a new request", async () => {
    const k = uuid();
    const a = new Visitor(api);
    const b = new Visitor(api);
    await a.add({ id: fx.book, quantity: 1 }, key(k));
    const res = await b.call('POST', CARTS, { id: fx.book, quantity: 1 }, key(k));
    expect(res.headers.get('idempotent-replayed')).toBeNull();
    expect((await res.json() as { counts: unknown }).counts).toEqual({ items: 1, quantity: 1 });
    expect((await a.state()).counts).toEqual({ items: 1, quantity: 1 });
  });

  it('runs concurrent requests with one key once: the others wait and replay', async () => {
    const visitor = new Visitor(api);
    // The session, as a browser's first add opens it (decision 224): the key is the session's.
    await visitor.add({ id: fx.jersey.large, quantity: 1 });
    const k = uuid();
    const answers = await Promise.all(Array.from({ length: 5 }, async () => answer(await visitor.call('POST', CARTS, { id: fx.book, quantity: 1 }, key(k)))));
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(200));
    expect(answers.filter((a) => a.replayed === 'true')).toHaveLength(4);
    for (const a of answers) expect(a.body).toEqual(answers[0]!.body);
    expect((await visitor.state()).counts).toEqual({ items: 2, quantity: 2 });
  });

  it('refuses malformed keys (400) and does not keep answers to bad requests, so the key can be reused', async () => {
    const visitor = new Visitor(api);
    for (const bad of ['x'.repeat(256), 'tab\there', 'àccent']) {
      const res = await visitor.call('POST', CARTS, { id: fx.book, quantity: 1 }, { 'Idempotency-Key': bad });
      expect((await expectError(res, 400, 'VALIDATION_ERROR')).payload).toMatchObject({ fields: [{ in: 'header', path: 'idempotency-key' }] });
    }
    const k = uuid();
    await expectError(await visitor.call('POST', CARTS, { id: fx.book, quantity: 0 }, key(k)), 400, 'VALIDATION_ERROR');
    expect((await visitor.add({ id: fx.book, quantity: 1 }, key(k))).counts).toEqual({ items: 1, quantity: 1 });
    const [{ n }] = await api.db.select({ n: count() }).from(idempotencyKeys).where(eq(idempotencyKeys.key, k)) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('works without a key, one change per request', async () => {
    const visitor = new Visitor(api);
    await visitor.add({ id: fx.book, quantity: 1 });
    expect((await visitor.add({ id: fx.book, quantity: 1 })).counts.quantity).toBe(2);
  });

  it('purges keys older than the kept period and keeps newer ones', async () => {
    const visitor = new Visitor(api);
    const old = uuid();
    await visitor.add({ id: fx.book, quantity: 1 }, key(old));
    await api.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(idempotencyKeys.key, old));
    const fresh = uuid();
    await visitor.add({ id: fx.book, quantity: 1 }, key(fresh));
    await purgeIdempotencyKeys(api.db, new Date(Date.now() - 24 * 3600 * 1000));
    const left = (await api.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((r) => r.key);
    expect(left).toContain(fresh);
    expect(left).not.toContain(old);
  });

  it('hashes the same JSON the same whatever its key order or spacing', () => {
    expect(hashBody('{"id":1,"quantity":2}')).toBe(hashBody('{ "quantity": 2, "id": 1 }'));
    expect(hashBody('{"id":1,"quantity":2}')).not.toBe(hashBody('{"id":1,"quantity":3}'));
  });
});
