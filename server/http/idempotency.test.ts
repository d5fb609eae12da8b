// The middleware's own contract on a tiny app; the cart's calls through it: tests/api/idempotency.test.ts.
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { idempotencyKeys, serverSecrets } from '../db/schema.js';
import { createLogger } from '../log.js';
import { errorHandler } from './error-handler.js';
import { ApiHttpError, validationError } from './errors.js';
import { hashBody, idempotency, keyedPath, type IdempotencyEnv } from './idempotency.js';
import { openShopDatabase } from './test-database.js';

let database: Database;
beforeAll(async () => { database = await openShopDatabase(); }, 60_000);
afterAll(async () => { await database?.close(); });

/**
 * POST /v1/things writes a row named by the body's `name` through c.var.db and answers 201, or
 * what ?answer= asks for: a refusal (409), a bad request (400), a failure (500).
 */
function app() {
  let runs = 0;
  const hono = new Hono<IdempotencyEnv>();
  hono.onError(errorHandler(createLogger('silent')));
  hono.use('/v1/*', idempotency<IdempotencyEnv>({ db: database.db, scope: (c) => c.req.header('x-scope') ?? 'one' }));
  hono.post('/v1/things', async (c) => {
    runs += 1;
    const { name } = await c.req.json<{ name: string }>();
    await c.var.db.insert(serverSecrets).values({ name, value: String(runs) });
    const asked = c.req.query('answer');
    if (asked === 'refused') throw new ApiHttpError(409, 'THING_EXISTS', 'Already there', { run: runs });
    if (asked === 'invalid') throw validationError([{ in: 'json', path: 'name', message: 'bad' }]);
    if (asked === 'failure') return c.json({ run: runs }, 500);
    return c.json({ name, run: runs }, 201);
  });
  const post = (key: string | undefined, body: string, query = '', scope = 'one') => hono.request(`/v1/things${query}`, {
    method: 'POST', body, headers: { 'content-type': 'application/json', 'x-scope': scope, ...(key === undefined ? {} : { 'idempotency-key': key }) },
  });
  return { post, runs: () => runs };
}

const rowsNamed = async (name: string) => database.db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
const keyRows = async (key: string) => database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
const replayed = (answer: Response) => answer.headers.get('idempotent-replayed');

describe('idempotency', () => {
  it('runs a request without a key every time', async () => {
    const { post, runs } = app();
    expect((await post(undefined, '{"name":"free-1"}')).status).toBe(201);
    expect((await post(undefined, '{"name":"free-2"}')).status).toBe(201);
    expect(runs()).toBe(2);
  });

  it('answers a repeat of the same request (however its JSON is spelt) with the stored answer, marked replayed, running once', async () => {
    const { post, runs } = app();
    const first = await post('k-same', '{"name":"same","n":[1,{"b":2,"a":1}]}');
    expect(first.status).toBe(201);
    expect(replayed(first)).toBeNull();
    const again = await post('k-same', '{ "n": [1, {"a":1, "b":2}], "name": "same" }');
    expect(again.status).toBe(201);
    expect(replayed(again)).toBe('true');
    expect(again.headers.get('cache-control')).toBe('no-store');
    expect(await again.json()).toEqual(await first.json());
    expect(runs()).toBe(1);
    expect(await rowsNamed('same')).toHaveLength(1);
  });

  it('refuses the key with another body, path or query: 409 IDEMPOTENCY_KEY_REUSED; the same query in another order replays', async () => {
    const { post, runs } = app();
    expect((await post('k-other', '{"name":"first"}', '?lang=it&x=1')).status).toBe(201);
    for (const [body, query] of [['{"name":"second"}', '?lang=it&x=1'], ['{"name":"first"}', '?lang=en&x=1'], ['{"name":"first"}', '']]) {
      const answer = await post('k-other', body!, query);
      expect(answer.status, `${body} ${query}`).toBe(409);
      expect(await answer.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', statusCode: 409 });
    }
    expect(replayed(await post('k-other', '{"name":"first"}', '?x=1&lang=it'))).toBe('true');
    expect(runs()).toBe(1);
  });

  it("keeps each scope's keys apart", async () => {
    const { post, runs } = app();
    await post('k-scope', '{"name":"scope-a"}', '', 'a');
    const b = await post('k-scope', '{"name":"scope-b"}', '', 'b');
    expect([b.status, replayed(b)]).toEqual([201, null]);
    expect(runs()).toBe(2);
  });

  it("keeps neither a refusal, a failure nor a bad request, nor what they wrote: no key row, and the key runs again (decision 224)", async () => {
    const { post, runs } = app();
    for (const answer of ['refused', 'failure', 'invalid']) {
      const body = `{"name":"not-kept-${answer}"}`;
      expect((await post(`k-${answer}`, body, `?answer=${answer}`)).status).toBeGreaterThanOrEqual(400);
      expect(await rowsNamed(`not-kept-${answer}`), answer).toEqual([]);
      expect(await keyRows(`k-${answer}`), answer).toEqual([]);
      const retried = await post(`k-${answer}`, body);
      expect([retried.status, replayed(retried)]).toEqual([201, null]);
    }
    expect(runs()).toBe(6);
  });

  it('runs a refused request again with its key, answering the shop as it is then, and keeps the key once it goes through', async () => {
    const { post, runs } = app();
    const refused = await post('k-again', '{"name":"again"}', '?answer=refused');
    expect(await refused.json()).toMatchObject({ code: 'THING_EXISTS', payload: { run: 1 } });
    const again = await post('k-again', '{"name":"again"}', '?answer=refused');
    expect([again.status, replayed(again)]).toEqual([409, null]);
    expect(await again.json()).toMatchObject({ code: 'THING_EXISTS', payload: { run: 2 } });
    expect((await post('k-again', '{"name":"again"}')).status).toBe(201);
    expect(replayed(await post('k-again', '{"name":"again"}'))).toBe('true');
    expect(runs()).toBe(3);
    expect(await keyRows('k-again')).toHaveLength(1);
  });

  it('refuses a malformed key with 400 VALIDATION_ERROR naming the header, running nothing', async () => {
    const { post, runs } = app();
    for (const key of ['', 'x'.repeat(256), 'àccent']) {
      const answer = await post(key, '{"name":"malformed"}');
      expect(answer.status, key).toBe(400);
      expect(await answer.json()).toMatchObject({ code: 'VALIDATION_ERROR', payload: { fields: [{ in: 'header', path: 'idempotency-key' }] } });
    }
    expect(runs()).toBe(0);
  });
});

describe('keyedPath and hashBody', () => {
  it('keep the path as it came, percent-encoding included, and the query sorted', () => {
    expect(keyedPath('http://shop.test/v1/things/a%00b')).toBe('/v1/things/a%00b');
    expect(keyedPath('http://shop.test/v1/things?x=1&lang=it')).toBe(keyedPath('http://shop.test/v1/things?lang=it&x=1'));
    expect(keyedPath('http://shop.test/v1/things?lang=it')).not.toBe(keyedPath('http://shop.test/v1/things?lang=en'));
    expect(keyedPath('http://shop.test/v1/things?')).toBe('/v1/things');
  });

  it('hash JSON by its meaning, and anything else by its bytes', () => {
    expect(hashBody('{"a":1,"b":[{"d":1,"c":2}]}')).toBe(hashBody('{ "b": [ {"c":2,"d":1} ], "a": 1 }'));
    expect(hashBody('{"b":[1,2]}')).not.toBe(hashBody('{"b":[2,1]}'));
    expect(hashBody('not json')).not.toBe(hashBody('not  json'));
    expect(hashBody('')).toMatch(/^[0-9a-f]{64}$/);
  });
});
