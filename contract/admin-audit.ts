import { z } from 'zod';
import { adminHistoryRefusalSchema } from './admin-history.js';
import { calendarDaySchema, dbIdParamSchema } from './db-values.js';

// The back office's audit log, "Registro attività" (docs/decisions/251-the-audit-and-mails-screens.md):
// every row of the staff's audit (decisions 192, 225, 241), newest first, filtered and paged. An
// owner's screen (decision 237): it shows every member's actions and which customers they looked up.

export const ADMIN_AUDIT_PAGE_SIZE_MAX = 100;
export const ADMIN_AUDIT_PAGE_SIZE_DEFAULT = 50;
/** The longest action code a filter names (the recorded ones are a route at most). */
export const AUDIT_ACTION_MAX = 200;

/** Where the back office shows the audit. */
export const ADMIN_AUDIT_PATH = '/admin/registro';

/** What an audit row is about (server/domain/staff/audit.ts AuditSubject). */
export const AUDIT_SUBJECTS = ['order', 'article', 'catalogue', 'customer', 'settings', 'discount-code', 'staff', 'signin', 'mail', 'retention'] as const;
export const auditSubjectSchema = z.enum(AUDIT_SUBJECTS).meta({ id: 'AuditSubject' });
export type AuditSubjectType = z.infer<typeof auditSubjectSchema>;

/** done: the action went through; refused: it was refused and changed nothing (decision 225). */
export const auditOutcomeSchema = z.enum(['done', 'refused']);
export type AuditOutcome = z.infer<typeof auditOutcomeSchema>;

/**
 * GET admin/audit: every filter optional. `from`/`to` are days in Italy's time, both included, and
 * `from` not after `to`; `action` is a recorded action code ('order.shipped') or a refused call's
 * method and route ('POST /v1/admin/orders/:id/ship').
 */
export const adminAuditQuerySchema = z.object({
  staff: dbIdParamSchema.optional().meta({ description: "A member's id: their actions and refusals" }),
  action: z.string().trim().min(1).max(AUDIT_ACTION_MAX).refine((v) => !/[\u0000-\u001f\u007f]/.test(v), 'one line of text').optional(),
  subject: auditSubjectSchema.optional(),
  /** With `subject`: one subject (an order's id, an article's, a customer's…). */
  subjectId: z.string().trim().min(1).max(100).refine((v) => !/[\u0000-\u001f\u007f]/.test(v), 'one line of text').optional(),
  outcome: auditOutcomeSchema.optional(),
  from: calendarDaySchema.optional(),
  to: calendarDaySchema.optional(),
  page: z.string().regex(/^[1-9][0-9]{0,5}$/, 'a page number from 1').transform(Number).optional(),
  pageSize: z.string().regex(/^[1-9][0-9]{0,2}$/, 'from 1').transform(Number)
    .refine((n) => n <= ADMIN_AUDIT_PAGE_SIZE_MAX, { message: `at most ${ADMIN_AUDIT_PAGE_SIZE_MAX}` }).optional(),
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;

/** `from` after `to` names no day: refused on `to`, as a bad day is. */
export const auditRangeRule = (query: { from?: string | undefined; to?: string | undefined }) => !query.from || !query.to || query.from <= query.to;

export const adminAuditEntrySchema = z.object({
  id: z.number().int(),
  /** ISO 8601. */
  at: z.string(),
  /**
   * backOffice: a member's call; command: `npm run staff` on the server (decision 225); system:
   * the shop itself, the retention sweep deleting what its time has passed (decision 250).
   */
  origin: z.enum(['backOffice', 'command', 'system']),
  /** The member who acted or was refused; null for the command line and a failed sign-in. */
  staff: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  /** The command's operating-system user, when the system named one. */
  osUser: z.string().nullable(),
  /** The client address of a refused call or a failed sign-in. */
  client: z.string().nullable(),
  /** The action's code ('order.shipped'); a refused call's method and route. */
  action: z.string(),
  subject: z.object({
    type: auditSubjectSchema,
    /** An order's uuid, an article's or a customer's id, a settings section, the e-mail a sign-in tried… */
    id: z.string(),
    /** What the screen names it by: the order's number, the article's Italian name, the member's name; null when the id is all there is. */
    label: z.string().nullable(),
  }),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /** Null: done. Set: refused, nothing changed. */
  refusal: adminHistoryRefusalSchema.nullable(),
}).meta({ id: 'AdminAuditEntry' });
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditPageSchema = z.object({
  docs: z.array(adminAuditEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Rows matching the filters. */
  total: z.number().int(),
  totalPages: z.number().int(),
  /** Every member who ever acted, removed ones included, for the filter: by name. */
  members: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() })),
}).meta({ id: 'AdminAuditPage' });
export type AdminAuditPage = z.infer<typeof adminAuditPageSchema>;
