// The staff screen's calls (docs/decisions/237-staff-roles-and-the-staff-screen.md): the list as
// one queryOptions for the screen and whatever reads it, and the three changes, each reading the
// list again after it went through.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffRole } from '../../../contract/admin-auth';
import type { StaffInviteAnswer, StaffInviteBody, StaffList, StaffMember } from '../../../contract/admin-staff';
import { adminCall } from '../lib/api';

export const staffListQuery = queryOptions({
  queryKey: ['admin', 'staff'],
  queryFn: ({ signal }) => adminCall<StaffList>('/admin/staff', { signal }),
});

function useStaffChange<Input, Answer>(call: (input: Input) => Promise<Answer>, onDone?: (answer: Answer) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (answer) => {
      onDone?.(answer);
      // The session check too: an owner who made themselves staff loses the owner's screens at once.
      await queryClient.invalidateQueries({ queryKey: ['admin', 'session'] });
      await queryClient.invalidateQueries({ queryKey: staffListQuery.queryKey });
    },
  });
}

export const useInvite = (onDone?: (answer: StaffInviteAnswer) => void) =>
  useStaffChange((body: StaffInviteBody) => adminCall<StaffInviteAnswer>('/admin/staff', { method: 'POST', body }), onDone);

export const useRemove = (onDone?: () => void) =>
  useStaffChange((id: number) => adminCall<StaffMember>(`/admin/staff/${id}`, { method: 'DELETE' }), onDone);

export const useRoleChange = () =>
  useStaffChange(({ id, role }: { id: number; role: StaffRole }) => adminCall<StaffMember>(`/admin/staff/${id}`, { method: 'PATCH', body: { role } }));
