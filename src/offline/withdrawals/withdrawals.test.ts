import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../../lib/http';
import { RaggioDb, replaceDatabase } from '../core/db';
import { pendingEntries } from '../core/queue';
import { flushOutbox } from '../kinds';
import { enqueueWithdrawal } from './actions';

// A withdrawal statement confirmed offline (decision 248): kept once, sent once when the
// connection returns under its entry's key, its outcome left for the page; a refusal told, a 401
// (the worker, with no token) kept for the page.

let database: RaggioDb;
let n = 0;
const ORDER_ID = '11111111-2222-4333-8444-555555555555';
const body = { name: 'Giulia Rossi', email: 'giulia@example.it', lines: [{ itemId: 'a1', quantity: 1 }], reason: '' };

function server(answer: () => Promise<unknown>) {
  const calls: { method: string; path: string; body: unknown; key: string }[] = [];
  const request = vi.fn((method: string, path: string, options: { body?: unknown; headers: Record<string, string> }) => {
    calls.push({ method, path, body: options.body, key: options.headers['Idempotency-Key']! });
    return answer();
  });
  return { calls, http: { request, get: vi.fn() } as unknown as HttpClient };
}

beforeEach(() => {
  database = new RaggioDb(`withdrawals-test-${n++}`);
  replaceDatabase(database);
});

describe('a withdrawal statement waiting for the connection', () => {
  it('is kept once however often it is confirmed, and sent once under its entry\'s key', async () => {
    const first = await enqueueWithdrawal(ORDER_ID, body, database);
    expect(await enqueueWithdrawal(ORDER_ID, body, database)).toBe(first);
    expect(await pendingEntries(database)).toHaveLength(1);
    const shop = server(() => Promise.resolve({ id: ORDER_ID }));
    await flushOutbox({ http: shop.http, lang: () => 'it', database });
    expect(shop.calls).toEqual([{ method: 'POST', path: `orders/${ORDER_ID}/withdrawals`, body, key: first }]);
    expect(await pendingEntries(database)).toEqual([]);
    expect(await database.outcomes.get(first)).toMatchObject({ ok: true });
  });

  it('a refusal ends it with the server\'s words for the page; a 401 keeps it for a page with a token', async () => {
    const closed = { code: 'WITHDRAWAL_CLOSED', message: 'Il periodo di recesso è finito', statusCode: 409 };
    const refused = await enqueueWithdrawal(ORDER_ID, body, database);
    await flushOutbox({ http: server(() => Promise.reject(closed)).http, lang: () => 'it', database });
    expect(await database.outcomes.get(refused)).toMatchObject({ ok: false, error: closed });

    const kept = await enqueueWithdrawal(ORDER_ID, body, database);
    const signedOut = { code: 'AUTH_REQUIRED', message: 'sign in', statusCode: 401 };
    await flushOutbox({ http: server(() => Promise.reject(signedOut)).http, lang: () => 'it', database });
    expect((await pendingEntries(database)).map((e) => e.id)).toEqual([kept]);
    expect(await database.outcomes.get(kept)).toBeUndefined();
  });
});
