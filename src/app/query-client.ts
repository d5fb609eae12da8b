import { QueryClient } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { persistQueryClient } from '@tanstack/react-query-persist-client';
import { PERSISTED_QUERY_ROOTS } from '../lib/shop-query';

const ONE_DAY = 24 * 60 * 60_000;
/** Bumped when a persisted answer's shape changes, so an old copy is dropped instead of misread
 * (2: the shop's company.countryName, decision 178). */
const PERSIST_BUSTER = 'shop-meta-2';

export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Persisted entries must outlive the session to be of use after a reload.
        gcTime: ONE_DAY,
        // The service worker may answer from its cache while offline, so queries always run
        // (TanStack's default 'online' would pause them); a failure offline is not retried but
        // shown (the offline message), not left pending forever.
        networkMode: 'offlineFirst',
        retry: (failures) => failures < 1 && (typeof navigator === 'undefined' || navigator.onLine),
        refetchOnWindowFocus: false,
      },
    },
  });
}

/**
 * Keeps shop and meta answers in localStorage (sync-storage persister) and restores them, so a
 * returning visitor's shell paints from the last answer while the network refreshes it.
 */
export async function persistShopAndMeta(queryClient: QueryClient): Promise<void> {
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    return;
  }
  const persister = createSyncStoragePersister({ storage, key: 'raggio-query-cache' });
  const [, restored] = persistQueryClient({
    queryClient,
    persister,
    maxAge: 7 * ONE_DAY,
    buster: PERSIST_BUSTER,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' &&
        (PERSISTED_QUERY_ROOTS as readonly unknown[]).includes(query.queryKey[0]),
    },
  });
  await restored.catch((error: unknown) => console.warn('persisted queries not restored', error));
}
