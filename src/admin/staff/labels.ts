// The staff screen's words for roles and states, in the admin's language.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { StaffRole } from '../../../contract/admin-auth';
import type { StaffState } from '../../../contract/admin-staff';

export const ROLE_LABELS: Record<StaffRole, MessageDescriptor> = {
  owner: msg`Titolare`,
  staff: msg`Collaboratore`,
};

export const STATE_LABELS: Record<StaffState, MessageDescriptor> = {
  invited: msg`Invitato`,
  active: msg`Attivo`,
  removed: msg`Rimosso`,
};
