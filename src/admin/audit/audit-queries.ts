// The audit screen's call as TanStack Query options, shared by the route's loader and the screen
// (docs/decisions/251-the-audit-and-mails-screens.md). The filters live in the address, so a
// filtered page can be linked to and Back returns to it.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AdminAuditPage } from '../../../contract/admin-audit';
import { adminCall } from '../lib/api';
import { withSearch } from '../lib/nav';

export const AUDIT_FILTERS = ['staff', 'action', 'subject', 'subjectId', 'outcome', 'from', 'to'] as const;
export type AuditFilters = Record<(typeof AUDIT_FILTERS)[number], string>;

/** The filters and page as the screen's address holds them (`?staff=3&outcome=refused&page=2`). */
export function auditSearchOf(searchStr: string): { filters: AuditFilters; page: number } {
  const params = new URLSearchParams(searchStr);
  const filters = Object.fromEntries(AUDIT_FILTERS.map((key) => [key, (params.get(key) ?? '').trim()])) as AuditFilters;
  return { filters, page: Number(params.get('page') ?? 1) || 1 };
}

export const auditQuery = ({ filters, page }: { filters: AuditFilters; page: number }) => queryOptions({
  queryKey: ['admin', 'audit', filters, page],
  queryFn: ({ signal }) => adminCall<AdminAuditPage>(withSearch('/admin/audit', { ...filters, page: page > 1 ? page : undefined }), { signal }),
});

/** A loader's prefetch: it never throws, the screen shows the error the query holds. */
export const prefetchAudit = (queryClient: QueryClient, searchStr: string) => queryClient.prefetchQuery(auditQuery(auditSearchOf(searchStr)));
