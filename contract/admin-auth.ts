import { z } from 'zod';
import { emailSchema } from './email.js';
import { passwordSchema, PASSWORD_MAX } from './auth.js';

// The back office's sign-in (docs/decisions/192-back-office.md): staff accounts are separate from
// customers'; their tokens are JWTs of another audience, backed by a revocable session row.

/** What a member may do (docs/decisions/237-staff-roles-and-the-staff-screen.md). */
export const STAFF_ROLES = ['owner', 'staff'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES).meta({
  id: 'StaffRole',
  description: "owner: everything; staff: the daily work on orders and the catalogue, no refunds, cancellations, settings or staff management",
});
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const staffSummarySchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
}).meta({ id: 'StaffSummary' });
export type StaffSummary = z.infer<typeof staffSummarySchema>;

/** POST admin/auth/signin. */
export const staffSigninBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(PASSWORD_MAX),
}).meta({ id: 'StaffSigninBody' });
export type StaffSigninBody = z.infer<typeof staffSigninBodySchema>;

/** What sign-in and the session check answer: the bearer token for every admin call, and its end. */
export const staffSessionSchema = z.object({
  token: z.string().optional().meta({ description: 'Only in the sign-in answer' }),
  /** Seconds since the epoch. */
  exp: z.number().int(),
  staff: staffSummarySchema,
}).meta({ id: 'StaffSession' });
export type StaffSession = z.infer<typeof staffSessionSchema>;

/** POST admin/auth/password: the one-time link's token sets the password (and signs in). */
export const staffPasswordBodySchema = z.object({
  token: z.string().min(20).max(200),
  password: passwordSchema,
}).meta({ id: 'StaffPasswordBody' });
export type StaffPasswordBody = z.infer<typeof staffPasswordBodySchema>;
