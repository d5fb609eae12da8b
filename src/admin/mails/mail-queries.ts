// The mails screen's calls (docs/decisions/251-the-audit-and-mails-screens.md): the list as
// queryOptions shared by the route's loader and the screen, and sending a failed mail again,
// which reads the list again once it went through.
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdminMailResent, AdminMailsPage, MailStatus } from '../../../contract/admin-mails';
import { adminCall } from '../lib/api';
import { withSearch } from '../lib/nav';

const STATUSES: readonly string[] = ['owed', 'sent', 'failed'] satisfies MailStatus[];

/** The state and page as the screen's address holds them (`?status=failed&page=2`); an unknown state is none. */
export function mailsSearchOf(searchStr: string): { status: MailStatus | ''; page: number } {
  const params = new URLSearchParams(searchStr);
  const status = params.get('status') ?? '';
  return { status: STATUSES.includes(status) ? (status as MailStatus) : '', page: Number(params.get('page') ?? 1) || 1 };
}

export const mailsQuery = ({ status, page }: { status: MailStatus | ''; page: number }) => queryOptions({
  queryKey: ['admin', 'mails', status, page],
  queryFn: ({ signal }) => adminCall<AdminMailsPage>(withSearch('/admin/mails', { status, page: page > 1 ? page : undefined }), { signal }),
});

/** A loader's prefetch: it never throws, the screen shows the error the query holds. */
export const prefetchMails = (queryClient: QueryClient, searchStr: string) => queryClient.prefetchQuery(mailsQuery(mailsSearchOf(searchStr)));

export function useResend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminCall<AdminMailResent>(`/admin/mails/${id}/resend`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'mails'] }),
  });
}
