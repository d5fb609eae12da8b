import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { askAgainThroughTheWorker } from './first-control';

/** A client holding one answered query per key, each counting its calls. */
async function clientWith(keys: (readonly unknown[])[]) {
  const client = new QueryClient();
  const calls = new Map<string, number>();
  for (const key of keys) {
    const name = JSON.stringify(key);
    await client.fetchQuery({ queryKey: key, queryFn: () => { calls.set(name, (calls.get(name) ?? 0) + 1); return name; } });
  }
  return { client, callsOf: (key: readonly unknown[]) => calls.get(JSON.stringify(key)) ?? 0 };
}

describe('askAgainThroughTheWorker', () => {
  it('asks again for the page\'s answers the worker keeps, not for a live search or what it does not keep', async () => {
    const listing = ['catalogue', 'listing', 'it', 'bici', null, false];
    const shop = ['shop', 'it'];
    const search = ['catalogue', 'search', 'it', 'gravle'];
    const checkout = ['checkout'];
    const { client, callsOf } = await clientWith([listing, shop, search, checkout]);
    await askAgainThroughTheWorker(client);
    expect([callsOf(listing), callsOf(shop), callsOf(search), callsOf(checkout)]).toEqual([2, 2, 1, 1]);
  });

  it('leaves the page\'s answers as they were: nothing the page shows is told of a change', async () => {
    const listing = ['catalogue', 'listing', 'it', 'bici', null, false];
    const { client, callsOf } = await clientWith([listing]);
    const before = client.getQueryState(listing);
    const events: string[] = [];
    client.getQueryCache().subscribe((event) => events.push(event.type));
    await askAgainThroughTheWorker(client);
    expect(callsOf(listing)).toBe(2);
    expect(client.getQueryState(listing)).toBe(before);
    expect(events).toEqual([]);
  });
});
