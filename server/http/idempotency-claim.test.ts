import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { idempotencyKeys } from '../db/schema.js';
import { createLogger } from '../log.js';
import { errorHandler } from './error-handler.js';
import { ApiHttpError } from './errors.js';
import { claimedIdempotency, type ClaimedKeyEnv } from './idempotency-claim.js';
import { openShopDatabase } from './test-database.js';

let database: Database;
beforeAll(async () => { database = await openShopDatabase(); }, 60_000);
afterAll(async () => { await database?.close(); });

/**
 * POST /refunds stands for a call to a payment provider: it answers 201 with the key it would pass
 * on, once `release` lets it (when `hold` is on), or what ?answer= asks for.
 */
function app() {
  const calls: (string | null)[] = [];
  let hold: { entered: () => void; release: Promise<void> } | undefined;
  const hono = new Hono<ClaimedKeyEnv>();
  hono.onError(errorHandler(createLogger('silent')));
  hono.use('*', claimedIdempotency<ClaimedKeyEnv>({ db: database.db, scope: () => 'staff:1' }));
  hono.post('/refunds', async (c) => {
    calls.push(c.var.idempotencyKey ?? null);
    if (hold) { hold.entered(); await hold.release; }
    if (c.req.query('answer') === 'failure') return c.json({ code: 'PROVIDER_DOWN' }, 502);
    if (c.req.query('answer') === 'refused') throw new ApiHttpError(409, 'REFUND_PROVIDER_FAILED', 'The provider refused');
    if (c.req.query('answer') === 'thrown') throw new Error('provider timed out');
    return c.json({ refunded: 10, key: c.var.idempotencyKey ?? null }, 201);
  });
  const post = (key: string | undefined, body = '{"amount":10}', query = '') => hono.request(`/refunds${query}`, {
    method: 'POST', body, headers: { 'content-type': 'application/json', ...(key === undefined ? {} : { 'idempotency-key': key }) },
  });
  /** Holds the next calls inside the route until the returned release is called; `entered` resolves once one is in. */
  const holdCalls = () => {
    let release!: () => void;
    let entered!: () => void;
    const inRoute = new Promise<void>((resolve) => { entered = resolve; });
    hold = { entered, release: new Promise<void>((resolve) => { release = resolve; }) };
    return { inRoute, release: () => { hold = undefined; release(); } };
  };
  return { post, calls, holdCalls };
}

const replayed = (answer: Response) => answer.headers.get('idempotent-replayed');
const keyRows = async (key: string) => database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));

describe('claimedIdempotency', () => {
  it('runs a call without a key each time, and hands the route the key of a call with one', async () => {
    const { post, calls } = app();
    await post(undefined);
    await post(undefined);
    expect((await (await post('refund-key-1')).json())).toEqual({ refunded: 10, key: 'refund-key-1' });
    expect(calls).toEqual([null, null, 'refund-key-1']);
  });

  it('answers a repeat of a finished call with its stored answer, marked replayed, and another request with the key 409', async () => {
    const { post, calls } = app();
    const first = await post('refund-key-2');
    const again = await post('refund-key-2', '{ "amount": 10 }');
    expect([again.status, replayed(again), again.headers.get('cache-control')]).toEqual([201, 'true', 'no-store']);
    expect(await again.json()).toEqual(await first.json());
    const other = await post('refund-key-2', '{"amount":11}');
    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', statusCode: 409 });
    expect(calls).toHaveLength(1);
  });

  it('answers a repeat while the call still runs 409 IDEMPOTENCY_IN_PROGRESS, and the stored answer once it finished', async () => {
    const { post, calls, holdCalls } = app();
    const held = holdCalls();
    const running = post('refund-key-3');
    await held.inRoute;
    const meanwhile = await post('refund-key-3');
    expect(meanwhile.status).toBe(409);
    expect(await meanwhile.json()).toMatchObject({ code: 'IDEMPOTENCY_IN_PROGRESS', statusCode: 409 });
    held.release();
    expect((await running).status).toBe(201);
    expect(replayed(await post('refund-key-3'))).toBe('true');
    expect(calls).toHaveLength(1);
  });

  it('frees the key after a refusal, an answer not worth keeping or a failure: the same key runs again', async () => {
    const { post, calls } = app();
    expect((await post('refund-key-4', '{"amount":10}', '?answer=refused')).status).toBe(409);
    expect(await keyRows('refund-key-4')).toEqual([]);
    expect((await post('refund-key-4', '{"amount":10}', '?answer=failure')).status).toBe(502);
    expect((await post('refund-key-4', '{"amount":10}', '?answer=thrown')).status).toBe(500);
    expect(await keyRows('refund-key-4')).toEqual([]);
    const retried = await post('refund-key-4');
    expect([retried.status, replayed(retried)]).toEqual([201, null]);
    expect(calls).toHaveLength(4);
  });
});
