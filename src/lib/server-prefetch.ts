import type { QueryClient, FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { isNotFound } from './catalogue-api';

/**
 * A route loader's data for the server render (docs/decisions/080-ssr.md): on the server the page
 * renders only once its queries are in the cache, and a 404 answer makes it the /404 page. In the
 * browser the query only starts early; the page shows its own loading state meanwhile, as before.
 */
export async function loadForServerRender<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<void> {
  const loading = queryClient.ensureQueryData(options);
  if (typeof document !== 'undefined') {
    loading.catch(() => undefined);
    return;
  }
  try {
    await loading;
  } catch (error) {
    if (isNotFound(error)) throw redirect({ href: '/404', replace: true });
    throw error;
  }
}
