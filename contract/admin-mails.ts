import { z } from 'zod';
import { adminOrderMailSchema } from './admin-orders.js';
import { dbIdParamSchema } from './db-values.js';

// The back office's owed mails (docs/decisions/251-the-audit-and-mails-screens.md): every row of
// order_mails, an order's (decision 228) and those of no order (decision 244), newest first, and
// sending again one the mail server refused for good. An owner's screen (decision 237).

export const ADMIN_MAILS_PAGE_SIZE_MAX = 100;
export const ADMIN_MAILS_PAGE_SIZE_DEFAULT = 50;

/** Where the back office shows the mails. */
export const ADMIN_MAILS_PATH = '/admin/mail';

export const mailStatusSchema = z.enum(['owed', 'sent', 'failed']);
export type MailStatus = z.infer<typeof mailStatusSchema>;

/** GET admin/mails. */
export const adminMailsQuerySchema = z.object({
  /** owed: not sent yet (first try or waiting to be tried again); sent; failed: refused for good. */
  status: mailStatusSchema.optional(),
  page: z.string().regex(/^[1-9][0-9]{0,5}$/, 'a page number from 1').transform(Number).optional(),
  pageSize: z.string().regex(/^[1-9][0-9]{0,2}$/, 'from 1').transform(Number)
    .refine((n) => n <= ADMIN_MAILS_PAGE_SIZE_MAX, { message: `at most ${ADMIN_MAILS_PAGE_SIZE_MAX}` }).optional(),
});
export type AdminMailsQuery = z.infer<typeof adminMailsQuerySchema>;

/** One owed mail: the order page's mail, with its id, its order and what the sweep will do next. */
export const adminMailSchema = adminOrderMailSchema.extend({
  id: z.number().int(),
  /** The order it is about; null for a mail of no order (the support form's message, a staff invitation). */
  order: z.object({ id: z.uuid(), number: z.string() }).nullable(),
  /** The order's language, the mail's; null for a mail of no order (its language is not recorded). */
  lang: z.string().nullable(),
  /** Owed: not tried before this (a send under way, or the wait after a refusal). Null once sent or failed. */
  nextAttemptAt: z.string().nullable(),
}).meta({ id: 'AdminMail' });
export type AdminMail = z.infer<typeof adminMailSchema>;

export const adminMailsPageSchema = z.object({
  docs: z.array(adminMailSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** Mails per state, whatever the filter. */
  counts: z.object({ owed: z.number().int(), sent: z.number().int(), failed: z.number().int() }),
}).meta({ id: 'AdminMailsPage' });
export type AdminMailsPage = z.infer<typeof adminMailsPageSchema>;

export const adminMailParamsSchema = z.object({ id: dbIdParamSchema });

/** POST admin/mails/{id}/resend: the mail owed again and tried at once. */
export const adminMailResentSchema = z.object({
  mail: adminMailSchema,
  /** True when the mail server took it at once; else it stays owed and the sweep tries again. */
  sent: z.boolean(),
}).meta({ id: 'AdminMailResent' });
export type AdminMailResent = z.infer<typeof adminMailResentSchema>;
