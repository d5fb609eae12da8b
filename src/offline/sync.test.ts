import { i18n } from '@lingui/core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '../lib/http/client';
import { cartActions } from './cart/actions';
import { article, checkoutWith, serverItem } from './cart/test-data';
import { RaggioDb, replaceDatabase } from './core/db';
import { pendingEntries } from './core/queue';
import { requestFlush } from './core/sync';
import { startSync } from './kinds';

let database: RaggioDb;
let n = 0;
let stopSync: (() => void) | undefined;
const answer = checkoutWith([serverItem({ articleId: 7, quantity: 1 })]);
const ok = () => new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

/** One add queued offline, whose earlier tries left a backoff of a minute behind. */
async function addWithBackoff(): Promise<void> {
  setOnline(false);
  await cartActions.add({ article: article({ id: 7 }), quantity: 1 }).applied;
  await database.outbox.toCollection().modify({ attempts: 6, nextAttemptAt: Date.now() + 60_000 });
}

beforeAll(() => i18n.loadAndActivate({ locale: 'it', messages: {} }));

beforeEach(async () => {
  database = new RaggioDb(`sync-test-${n++}`);
  replaceDatabase(database);
  await database.checkout.put({ key: 'current', state: checkoutWith([]), savedAt: 1 });
});
afterEach(() => {
  stopSync?.();
  stopSync = undefined;
  setOnline(true);
});

describe('when the outbox is sent', () => {
  it("at the app's start, at once, even when the tries made offline left a backoff behind", async () => {
    await addWithBackoff();
    setOnline(true);
    const sent: string[] = [];
    const fetch = async (url: RequestInfo | URL) => { sent.push(String(url)); return ok(); };
    stopSync = startSync({ http: createHttpClient({ fetch }), lang: () => 'it', database });
    await requestFlush();
    expect(sent).toEqual(['/v1/checkout/ss/carts?lang=it']);
    expect(await pendingEntries(database)).toEqual([]);
  });

  it("on the browser's online event, at once, even when a try still running fails after it and sets a backoff", async () => {
    await addWithBackoff();
    const sent: string[] = [];
    let failFirst: (() => void) | undefined;
    const fetch = (url: RequestInfo | URL) => {
      sent.push(String(url));
      // The first try was started on a network that was not there: it fails only after the event.
      if (sent.length === 1) return new Promise<Response>((_, reject) => { failFirst = () => reject(new TypeError('Failed to fetch')); });
      return Promise.resolve(ok());
    };
    stopSync = startSync({ http: createHttpClient({ fetch }), lang: () => 'it', database });
    await requestFlush();
    expect(sent).toEqual([]);

    setOnline(true);
    await database.outbox.toCollection().modify({ nextAttemptAt: 0 });
    const first = requestFlush();
    await expect.poll(() => sent.length).toBe(1);
    window.dispatchEvent(new Event('online'));
    failFirst!();
    await first;
    expect(sent).toHaveLength(2);
    expect(await pendingEntries(database)).toEqual([]);
  });

  it('on the online event, a try hung on the lost network is given up and made again at once, not after its timeout', async () => {
    await addWithBackoff();
    const sent: string[] = [];
    const fetch = (url: RequestInfo | URL, init: RequestInit = {}) => {
      sent.push(String(url));
      if (sent.length > 1) return Promise.resolve(ok());
      // Started as the network went: no answer ever comes, only the abort.
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    };
    stopSync = startSync({ http: createHttpClient({ fetch }), lang: () => 'it', database });
    await requestFlush();
    setOnline(true);
    await database.outbox.toCollection().modify({ nextAttemptAt: 0 });
    const first = requestFlush();
    await expect.poll(() => sent.length).toBe(1);
    window.dispatchEvent(new Event('online'));
    await first;
    expect(sent).toHaveLength(2);
    expect(await pendingEntries(database)).toEqual([]);
  });
});

describe('a retry after a language switch', () => {
  it('repeats the first send\'s language, so the server replays it under the same key instead of refusing the key', async () => {
    setOnline(true);
    await cartActions.add({ article: article({ id: 7 }), quantity: 1 }).applied;
    let lang = 'it';
    const sent: { url: string; key: string | null }[] = [];
    const fetch = (url: RequestInfo | URL, init: RequestInit = {}) => {
      sent.push({ url: String(url), key: new Headers(init.headers).get('idempotency-key') });
      // The first answer is lost on the way back; the shopper switches to English meanwhile.
      if (sent.length === 1) { lang = 'en'; return Promise.reject(new TypeError('Failed to fetch')); }
      return Promise.resolve(ok());
    };
    stopSync = startSync({ http: createHttpClient({ fetch }), lang: () => lang, database });
    await requestFlush();
    await database.outbox.toCollection().modify({ nextAttemptAt: 0 });
    await requestFlush();
    expect(sent.map((s) => s.url)).toEqual(['/v1/checkout/ss/carts?lang=it', '/v1/checkout/ss/carts?lang=it']);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(await pendingEntries(database)).toEqual([]);
  });
});
