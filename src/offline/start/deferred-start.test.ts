import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutWith, serverItem } from '../cart/test-data';
import { RaggioDb, replaceDatabase } from '../core/db';
import { loadCheckout } from './deferred-start';

// Start-up's checkout when the network fails while the browser still says it is online (a weak
// signal, a Wi-Fi with no way out): the last visit's checkout answers at once, not after the
// query's retry, so a page painted from the worker's kept copy answers its taps as soon as offline.

/** The app's query defaults (src/app/query-client.ts, above this layer): one retry while the browser says it is online. */
const createAppQueryClient = () => new QueryClient({
  defaultOptions: { queries: { networkMode: 'offlineFirst', retry: (failures) => failures < 1 && navigator.onLine } },
});

let n = 0;
const mirrored = checkoutWith([serverItem({ articleId: 7, quantity: 2 })]);
const answer = checkoutWith([serverItem({ articleId: 9, quantity: 1 })]);
let asked = 0;

function networkDown(): void {
  vi.stubGlobal('fetch', vi.fn(() => { asked += 1; return Promise.reject(new TypeError('Failed to fetch')); }));
}

beforeEach(() => {
  asked = 0;
  replaceDatabase(new RaggioDb(`deferred-start-${n++}`));
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});
afterEach(() => vi.unstubAllGlobals());

describe('loadCheckout', () => {
  it('with a mirrored checkout, answers it after one failed request, without waiting for a retry', async () => {
    const { db } = await import('../core/db');
    await db().checkout.put({ key: 'current', state: mirrored, savedAt: 1 });
    networkDown();
    const queryClient = createAppQueryClient();
    await expect(loadCheckout(queryClient)).resolves.toEqual(mirrored);
    expect(asked).toBe(1);
  });

  it('with no mirrored checkout, asks once more before it gives up', async () => {
    networkDown();
    await expect(loadCheckout(createAppQueryClient())).rejects.toMatchObject({ statusCode: 0 });
    expect(asked).toBe(2);
  });

  it('answers the server\'s checkout when the network works', async () => {
    vi.stubGlobal('fetch', vi.fn(() => { asked += 1; return Promise.resolve(new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } })); }));
    await expect(loadCheckout(createAppQueryClient())).resolves.toEqual(answer);
    expect(asked).toBe(1);
  });
});
