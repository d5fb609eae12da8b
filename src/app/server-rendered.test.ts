import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { keepPageDataForHydration, seedFromServerRender } from './server-rendered';

// A page the worker kept is hydrated with the answers it was drawn from, not the newer ones
// start-up found since (decision 264): drawn from those, hydration met other words (React #418).

const RENDERED_AT = Date.parse('2026-11-01T10:00:00Z');
const pageShop = { banner: 'Spedizione gratuita da 50 €' };
const laterShop = { banner: 'Saldi: -20 % su tutto' };

function servedPage(): void {
  (window as { $_TSR?: unknown }).$_TSR = {
    router: {
      dehydratedData: {
        query: {
          initial: [
            { queryKey: ['shop', 'it'], queryHash: '["shop","it"]', state: { data: pageShop, dataUpdatedAt: RENDERED_AT, status: 'success', fetchStatus: 'idle' } },
            { queryKey: ['checkout'], queryHash: '["checkout"]', state: { data: { lines: [] }, dataUpdatedAt: RENDERED_AT, status: 'success', fetchStatus: 'idle' } },
          ],
        },
      },
    },
  };
}

afterEach(() => { delete (window as { $_TSR?: unknown }).$_TSR; });

describe('the answers a hydrated page is drawn from', () => {
  it("are the page's own, over a newer copy start-up restored; the visitor's cart stays the visitor's", async () => {
    servedPage();
    const client = new QueryClient();
    seedFromServerRender(client);
    // The stored shop of a later visit, restored by start-up (newer: it wins the seeding's rule).
    client.setQueryData(['shop', 'it'], laterShop, { updatedAt: RENDERED_AT + 86_400_000 });
    client.setQueryData(['checkout'], { lines: [{ id: 1 }] });
    await keepPageDataForHydration(client);
    expect(client.getQueryData(['shop', 'it'])).toEqual(pageShop);
    // Stale as the page is: asked again once the page is the app's.
    expect(client.getQueryState(['shop', 'it'])?.dataUpdatedAt).toBe(RENDERED_AT);
    expect(client.getQueryData(['checkout'])).toEqual({ lines: [{ id: 1 }] });
  });

  it("are the page's own while a revalidation is under way: it is stopped, and lands nowhere", async () => {
    servedPage();
    const client = new QueryClient();
    seedFromServerRender(client);
    let answer!: (shop: unknown) => void;
    void client.fetchQuery({ queryKey: ['shop', 'it'], queryFn: () => new Promise((resolve) => { answer = resolve; }), staleTime: 0 }).catch(() => undefined);
    await keepPageDataForHydration(client);
    answer(laterShop);
    await new Promise((resolve) => setTimeout(resolve));
    expect(client.getQueryData(['shop', 'it'])).toEqual(pageShop);
    expect(client.getQueryState(['shop', 'it'])?.fetchStatus).toBe('idle');
  });

  it('leave a client-rendered start alone', async () => {
    const client = new QueryClient();
    client.setQueryData(['shop', 'it'], laterShop);
    await keepPageDataForHydration(client);
    expect(client.getQueryData(['shop', 'it'])).toEqual(laterShop);
  });
});
