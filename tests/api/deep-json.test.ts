// A JSON body nested too deep is refused from its text before any other work (decision 220):
// 400 JSON_TOO_DEEP on every call that takes JSON, whoever sends it, at once, and nothing written.
// Before the limit, 7 000 nested arrays (14 KB) overflowed the stack of the storable-text check
// (a 500) and 6 000 took 0.7 s of the server's one thread to answer 400.
import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../server/db/schema.js';
import { MAX_JSON_DEPTH } from '../../server/http/body-limits.js';
import { stripeSignatureHeader } from '../../server/payments/sandbox/stripe-events.js';
import { staffSignIn } from './admin-fixtures.js';
import { NO_RATE_LIMITS, signUpOk } from './auth-fixtures.js';
import { changedTables, digest, type Digest } from './fuzz/world.js';
import { expectError, postJson, startTestApi, type TestApi } from './harness.js';

let api: TestApi;
let customer: { id: number; token: string };
let staffToken: string;
let before: Digest;
let keysBefore: number;
/** Milliseconds from sending each refused request to its whole answer. */
const answerTimes: number[] = [];

const DEEP = 7_000;
/** The attack's body: 7 000 arrays in one another, 14 KB. */
const deepArrays = '['.repeat(DEEP) + ']'.repeat(DEEP);
/** The same depth as objects, each holding the next under a key. */
const deepObjects = '{"a":'.repeat(DEEP) + '1' + '}'.repeat(DEEP);

const keyCount = async () => (await api.db.select({ n: count() }).from(idempotencyKeys))[0]!.n;

beforeAll(async () => {
  api = await startTestApi({ env: NO_RATE_LIMITS });
  const signedUp = await signUpOk(api);
  customer = { id: signedUp.user.id, token: signedUp.token };
  staffToken = (await staffSignIn(api)).token;
  // A shallow write first: the server's first answers compile what every answer runs.
  await api.fetch('/v1/checkout/ss/carts', postJson({}));
  before = await digest(api);
  keysBefore = await keyCount();
});
afterAll(async () => { await api?.close(); });

/** Sends `body` as JSON with the given headers; expects 400 JSON_TOO_DEEP and records how long it took. */
async function expectTooDeep(method: string, path: string, body: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const res = await api.fetch(path, { method, headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), ...headers }, body });
  const error = await expectError(res, 400, 'JSON_TOO_DEEP');
  answerTimes.push(performance.now() - started);
  expect(error.message, `${method} ${path}`).toBe(`JSON bodies may nest arrays and objects at most ${MAX_JSON_DEPTH} deep`);
  expect(Object.keys(error).sort()).toEqual(['code', 'message', 'statusCode']);
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('a JSON body nested 7 000 deep', () => {
  it('is refused to an anonymous visitor adding to the cart, with either kind of nesting', async () => {
    await expectTooDeep('POST', '/v1/checkout/ss/carts', deepArrays);
    await expectTooDeep('POST', '/v1/checkout/ss/carts', deepObjects);
  });

  it('is refused to a signed-in customer (an address, the checkout\'s re-check, an order\'s reported error)', async () => {
    await expectTooDeep('POST', `/v1/users/${customer.id}/addresses`, deepArrays, bearer(customer.token));
    await expectTooDeep('PATCH', '/v1/checkout/me/secure', deepObjects, bearer(customer.token));
    await expectTooDeep('PATCH', `/v1/orders/${randomUUID()}`, deepArrays, bearer(customer.token));
  });

  it('is refused to the staff (an article, a shipment)', async () => {
    await expectTooDeep('PATCH', '/v1/admin/articles/1', deepArrays, bearer(staffToken));
    await expectTooDeep('POST', '/v1/admin/orders/1/ship', deepObjects, bearer(staffToken));
  });

  it('is refused on the analytics batch and on a signed Stripe webhook, which check their bodies themselves', async () => {
    await expectTooDeep('POST', '/v1/mctg/batch', deepArrays);
    await expectTooDeep('POST', '/v1/webhooks/stripe', deepObjects, { 'stripe-signature': stripeSignatureHeader(deepObjects, api.config.payments.stripe.webhookSecret) });
  });

  it('is refused by every operation of the document that takes JSON, which lists the answer', async () => {
    const doc = await (await api.fetch('/v1/openapi.json')).json() as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> }; responses: Record<string, { description: string }> }>>;
    };
    const takingJson = Object.entries(doc.paths).flatMap(([path, operations]) => Object.entries(operations)
      .filter(([, op]) => op.requestBody?.content?.['application/json'] !== undefined)
      .map(([method, op]) => ({ method: method.toUpperCase(), path, op })));
    // Every body the shop's clients send, bar the back office's uploads (CSV, pictures).
    expect(takingJson.length).toBeGreaterThanOrEqual(32);
    for (const { method, path, op } of takingJson) {
      expect(op.responses['400']?.description, `${method} ${path}`).toContain(`JSON_TOO_DEEP: a JSON body nesting arrays and objects more than ${MAX_JSON_DEPTH} deep`);
      const token = path.startsWith('/v1/admin/') ? staffToken : customer.token;
      await expectTooDeep(method, path.replace(/\{\w+\}/g, '1'), deepArrays, bearer(token));
    }
  }, 60_000);

  it('was answered at once each time', () => {
    const sorted = [...answerTimes].sort((a, b) => a - b);
    // On a busy 2-core machine an answer of the refusal's size takes a few milliseconds; the walk
    // it replaces took 0.7 s per body.
    expect(sorted[Math.floor(sorted.length / 2)]!).toBeLessThan(100);
    expect(sorted.at(-1)!).toBeLessThan(1_000);
  });

  it('changed nothing: no cart, line, account, order, event or Idempotency-Key', async () => {
    expect(changedTables(before, await digest(api))).toEqual([]);
    expect(await keyCount()).toBe(keysBefore);
  });
});

describe('the depth limit itself', () => {
  /** An analytics batch whose event's evtData makes the body `depth` deep in all. */
  const batchOfDepth = (depth: number) => {
    // The body, events and the event are 3 levels, evtData the 4th.
    let inner: unknown = 1;
    for (let i = 4; i < depth; i += 1) inner = { k: inner };
    return JSON.stringify({ events: [{ branch: 'shop', event: 'click', model: 'page', evtData: { k: inner } }] });
  };

  it('takes a body exactly as deep as the limit and refuses one level more', async () => {
    const atLimit = await api.fetch('/v1/mctg/batch', { method: 'POST', headers: { 'content-type': 'application/json' }, body: batchOfDepth(MAX_JSON_DEPTH) });
    expect(atLimit.status).toBe(202);
    expect(await atLimit.json()).toEqual({ ok: true, accepted: 1, dropped: 0 });
    await expectTooDeep('POST', '/v1/mctg/batch', batchOfDepth(MAX_JSON_DEPTH + 1));
  });

  it('leaves a body of another media type to its call (the validator refuses it)', async () => {
    const res = await api.fetch('/v1/checkout/ss/carts', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: deepArrays });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});
