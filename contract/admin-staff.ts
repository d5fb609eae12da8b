import { z } from 'zod';
import { staffRoleSchema } from './admin-auth.js';
import { dbIdParamSchema } from './db-values.js';
import { emailSchema } from './email.js';

// The back office's staff screen (docs/decisions/237-staff-roles-and-the-staff-screen.md): owners
// invite, list, remove members and change their role.

export const STAFF_NAME_MAX = 80;

/**
 * invited: added, no password yet (the mailed link sets it); active: may sign in; removed: may
 * not, kept for the history.
 */
export const staffStateSchema = z.enum(['invited', 'active', 'removed']).meta({ id: 'StaffState' });
export type StaffState = z.infer<typeof staffStateSchema>;

export const staffMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  state: staffStateSchema,
  lastSignInAt: z.string().nullable().meta({ description: 'ISO time of the last sign-in (or password set through a link); null if never' }),
  addedAt: z.string().meta({ description: 'ISO time the member was first added' }),
}).meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** GET admin/staff. */
export const staffListSchema = z.object({ members: z.array(staffMemberSchema) }).meta({ id: 'StaffList' });
export type StaffList = z.infer<typeof staffListSchema>;

/** POST admin/staff: invite a member, or bring a removed one back with no password. */
export const staffInviteBodySchema = z.object({
  name: z.string().trim().min(1).max(STAFF_NAME_MAX).refine((v) => !/[\u0000-\u001f\u007f]/.test(v), 'one line of text'),
  email: emailSchema,
  role: staffRoleSchema,
}).meta({ id: 'StaffInviteBody' });
export type StaffInviteBody = z.infer<typeof staffInviteBodySchema>;

export const staffInviteAnswerSchema = z.object({
  member: staffMemberSchema,
  mailed: z.boolean().meta({ description: 'False when the mail with the link did not leave at once: it stays owed and is sent when the mail server answers (decision 244)' }),
  linkExpiresAt: z.string().meta({ description: 'ISO time the link stops working' }),
}).meta({ id: 'StaffInviteAnswer' });
export type StaffInviteAnswer = z.infer<typeof staffInviteAnswerSchema>;

/** PATCH admin/staff/{id}. */
export const staffRoleBodySchema = z.object({ role: staffRoleSchema }).meta({ id: 'StaffRoleBody' });
export type StaffRoleBody = z.infer<typeof staffRoleBodySchema>;

export const staffParamsSchema = z.object({ id: dbIdParamSchema });
