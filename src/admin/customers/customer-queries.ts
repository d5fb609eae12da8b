// The back office's customer calls as TanStack Query options, shared by the routes' loaders and the
// screens (docs/decisions/241-back-office-customers.md). Every answer is a view recorded in the
// staff's audit, so a loaded answer stays fresh a while: the screen mounting after its loader
// reads it again only when the staff ask again.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  CUSTOMER_SEARCH_MIN, type AdminCustomer, type AdminCustomersPage,
} from '../../../contract/admin-customers';
import { adminCall } from '../lib/api';
import { withSearch } from '../lib/nav';

const SEEN_FOR_MS = 60_000;

/** The search as the list's address holds it (`?q=…&page=…`). */
export function customersSearchOf(searchStr: string): { q: string; page: number } {
  const params = new URLSearchParams(searchStr);
  return { q: (params.get('q') ?? '').trim(), page: Number(params.get('page') ?? 1) || 1 };
}

/** Searches of fewer than CUSTOMER_SEARCH_MIN characters are not sent (the server refuses them). */
export const isSearchable = (q: string) => q.trim().length >= CUSTOMER_SEARCH_MIN;

export const customersSearchQuery = ({ q, page }: { q: string; page: number }) => queryOptions({
  queryKey: ['admin', 'customers', q, page],
  queryFn: ({ signal }) => adminCall<AdminCustomersPage>(withSearch('/admin/customers', { q, page: page > 1 ? page : undefined }), { signal }),
  enabled: isSearchable(q),
  staleTime: SEEN_FOR_MS,
});

export const customerQuery = (id: string) => queryOptions({
  queryKey: ['admin', 'customer', id],
  queryFn: ({ signal }) => adminCall<AdminCustomer>(`/admin/customers/${encodeURIComponent(id)}`, { signal }),
  staleTime: SEEN_FOR_MS,
});

/** A loader's prefetch: it never throws, the screen shows the error the query holds. */
export const prefetchCustomers = (queryClient: QueryClient, searchStr: string) => {
  const search = customersSearchOf(searchStr);
  return isSearchable(search.q) ? queryClient.prefetchQuery(customersSearchQuery(search)) : Promise.resolve();
};
export const prefetchCustomer = (queryClient: QueryClient, id: string) => queryClient.prefetchQuery(customerQuery(id));
