// The back office's staff screen (docs/decisions/237-staff-roles-and-the-staff-screen.md): an
// owner lists the members, invites one (a one-time link to set the password, mailed as
// `npm run staff -- add` mails it), removes one and changes a role. Every call is an owner's.
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  staffInviteAnswerSchema, staffInviteBodySchema, staffListSchema, staffMemberSchema, staffParamsSchema, staffRoleBodySchema,
} from '../../contract/admin-staff.js';
import { langQuerySchema } from '../../contract/shop.js';
import { deliverOrderMails } from '../domain/orders/order-mails.js';
import { changeStaffRole, inviteStaff, removeStaff } from '../domain/staff/member-changes.js';
import { listStaff } from '../domain/staff/members.js';
import { ownerOnly, ownerOnlyAnswer } from '../http/owner-only.js';
import { refusing } from '../http/refusals.js';
import { requireStaff, staffSecurity, staffSignedOutAnswer, type StaffEnv } from '../http/require-staff.js';
import { errorBody, errorResponses, jsonBody } from '../http/router.js';
import { NO_STORE } from '../http/session-cart.js';
import { validationHook } from '../http/validation.js';
import type { RouteDeps } from './deps.js';
import { requestLang } from './request-context.js';

const json = <T>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
const notFoundAnswer = errorBody('STAFF_NOT_FOUND: no member with this id');

export function adminStaffRoutes({ db, config, mailer, log }: RouteDeps) {
  const router = new OpenAPIHono<StaffEnv>({ defaultHook: validationHook });
  const middleware = [requireStaff<StaffEnv>({ db, config }), ownerOnly<StaffEnv>({ db })];
  const common = { tags: ['admin'], security: staffSecurity, middleware };
  const refusedAnswers = { 401: staffSignedOutAnswer, 403: ownerOnlyAnswer, 500: errorResponses[500] };

  const listRoute = createRoute({
    ...common, method: 'get', path: '/admin/staff',
    summary: 'Every member, removed ones last: name, e-mail, role, state (invited, active, removed) and last sign-in',
    request: { query: langQuerySchema },
    responses: { 200: jsonBody(staffListSchema, 'The members'), 400: errorResponses[400], ...refusedAnswers },
  });
  const inviteRoute = createRoute({
    ...common, method: 'post', path: '/admin/staff',
    summary: 'Invite a member (or bring a removed one back, with no password): a one-time link to set the password is mailed to them',
    request: { query: langQuerySchema, body: json(staffInviteBodySchema) },
    responses: {
      201: jsonBody(staffInviteAnswerSchema, 'Invited; the link was mailed unless `mailed` is false'), 400: errorResponses[400], ...refusedAnswers,
      409: errorBody('STAFF_ALREADY_ACTIVE {id}: a member with this e-mail has set a password; change their role instead'),
    },
  });
  const removeRoute = createRoute({
    ...common, method: 'delete', path: '/admin/staff/{id}',
    summary: 'Remove a member: they can no longer sign in, every session of theirs ends at once; already removed changes nothing',
    request: { params: staffParamsSchema, query: langQuerySchema },
    responses: {
      200: jsonBody(staffMemberSchema, 'The member, removed'), 400: errorResponses[400], 404: notFoundAnswer, ...refusedAnswers,
      409: errorBody('STAFF_REMOVE_SELF: nobody removes themselves; STAFF_LAST_OWNER: the shop keeps an owner'),
    },
  });
  const roleRoute = createRoute({
    ...common, method: 'patch', path: '/admin/staff/{id}',
    summary: "Change a member's role (one's own included) as long as an owner remains",
    request: { params: staffParamsSchema, query: langQuerySchema, body: json(staffRoleBodySchema) },
    responses: {
      200: jsonBody(staffMemberSchema, 'The member with the role'), 400: errorResponses[400], 404: notFoundAnswer, ...refusedAnswers,
      409: errorBody('STAFF_LAST_OWNER: the shop keeps an owner; STAFF_REMOVED: a removed member is invited again instead'),
    },
  });

  router.openapi(listRoute, async (c) => c.json({ members: await listStaff(db) }, 200, NO_STORE));
  router.openapi(inviteRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    const { member, mailId, expiresAt } = await refusing(lang, () => inviteStaff(db, c.var.staff.staffId, c.req.valid('json'), config.publicUrl));
    // After the commit: a mail that does not leave now stays owed, and the sweep sends it (decision 244).
    const mailed = (await deliverOrderMails(db, mailer, [mailId], { log })) === 1;
    return c.json({ member, mailed, linkExpiresAt: expiresAt.toISOString() }, 201, NO_STORE);
  });
  router.openapi(removeRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    return c.json(await refusing(lang, () => removeStaff(db, c.var.staff.staffId, c.req.valid('param').id)), 200, NO_STORE);
  });
  router.openapi(roleRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    return c.json(await refusing(lang, () => changeStaffRole(db, c.var.staff.staffId, c.req.valid('param').id, c.req.valid('json').role)), 200, NO_STORE);
  });
  return router;
}
