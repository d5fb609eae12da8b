// The owner's two screens of record (docs/decisions/251-the-audit-and-mails-screens.md):
// GET admin/audit, the staff's audit newest first; GET admin/mails, every owed mail (an order's
// and those of no order) newest first; POST admin/mails/{id}/resend, a mail refused for good owed
// again. Owner only (decision 237): the audit shows every member's actions and the customers they
// looked up, the mails every customer's address and the staff's invitations.
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { adminAuditPageSchema, adminAuditQuerySchema, auditRangeRule } from '../../contract/admin-audit.js';
import { adminMailParamsSchema, adminMailResentSchema, adminMailsPageSchema, adminMailsQuerySchema } from '../../contract/admin-mails.js';
import { langQuerySchema } from '../../contract/shop.js';
import { listAdminMails } from '../domain/admin-mails/list.js';
import { resendFailedMail } from '../domain/admin-mails/resend.js';
import { auditLog } from '../domain/staff/audit-log.js';
import { ownerOnly, ownerOnlyAnswer } from '../http/owner-only.js';
import { refusing } from '../http/refusals.js';
import { requireStaff, staffSecurity, staffSignedOutAnswer, type StaffEnv } from '../http/require-staff.js';
import { errorBody, errorResponses, jsonBody } from '../http/router.js';
import { NO_STORE } from '../http/session-cart.js';
import { validationHook } from '../http/validation.js';
import type { RouteDeps } from './deps.js';
import { requestLang } from './request-context.js';

const auditQuerySchema = langQuerySchema.extend(adminAuditQuerySchema.shape)
  .refine(auditRangeRule, { path: ['to'], message: 'not before `from`' });

export function adminAuditRoutes({ db, config, mailer, log }: RouteDeps) {
  const router = new OpenAPIHono<StaffEnv>({ defaultHook: validationHook });
  const common = { tags: ['admin'], security: staffSecurity, middleware: [requireStaff<StaffEnv>({ db, config }), ownerOnly<StaffEnv>({ db })] };
  const refusedAnswers = { 401: staffSignedOutAnswer, 403: ownerOnlyAnswer, 500: errorResponses[500] };

  const auditRoute = createRoute({
    ...common, method: 'get', path: '/admin/audit',
    summary: "The staff's audit, newest first, paged: actions done and refused, failed sign-ins, the staff command's changes. Filters: member, action, subject (and its id), outcome, days in Italy's time. Reading it is not itself recorded",
    request: { query: auditQuerySchema },
    responses: {
      200: jsonBody(adminAuditPageSchema, 'One page of the audit'),
      400: errorBody('VALIDATION_ERROR: a bad member id, action, subject, outcome, day (2026-02-31), `to` before `from`, page or page size'),
      ...refusedAnswers,
    },
  });
  const mailsRoute = createRoute({
    ...common, method: 'get', path: '/admin/mails',
    summary: 'Every owed mail, an order\'s and those of no order (the support form\'s message, a staff invitation), newest first, paged, with its state, tries, next try and the mail server\'s refusal',
    request: { query: langQuerySchema.extend(adminMailsQuerySchema.shape) },
    responses: {
      200: jsonBody(adminMailsPageSchema, 'One page of mails, with the counts per state'),
      400: errorBody('VALIDATION_ERROR: a bad state, page or page size'),
      ...refusedAnswers,
    },
  });
  const resendRoute = createRoute({
    ...common, method: 'post', path: '/admin/mails/{id}/resend',
    summary: 'A mail the mail server refused for good, owed again and tried at once; if the mail server still does not take it, the sweep tries again as for any owed mail. Recorded in the audit',
    request: { params: adminMailParamsSchema, query: langQuerySchema },
    responses: {
      200: jsonBody(adminMailResentSchema, 'The mail, owed again or already sent'),
      400: errorResponses[400],
      404: errorBody('MAIL_NOT_FOUND'),
      409: errorBody('MAIL_NOT_FAILED {status}: only a mail refused for good is sent again'),
      ...refusedAnswers,
    },
  });

  router.openapi(auditRoute, async (c) => {
    const { lang: _lang, ...query } = c.req.valid('query');
    return c.json(await auditLog(db, query), 200, NO_STORE);
  });
  router.openapi(mailsRoute, async (c) => {
    const { lang: _lang, ...query } = c.req.valid('query');
    return c.json(await listAdminMails(db, query), 200, NO_STORE);
  });
  router.openapi(resendRoute, async (c) => {
    const { lang, langs } = await requestLang(c, db, c.req.valid('query').lang);
    const context = { publicUrl: config.publicUrl, mainLang: langs.main, log };
    return c.json(await refusing(lang, () => resendFailedMail(db, mailer, c.var.staff.staffId, c.req.valid('param').id, context)), 200, NO_STORE);
  });
  return router;
}
