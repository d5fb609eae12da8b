// Returns in the back office (docs/decisions/245-returns-in-the-back-office.md):
// POST admin/orders/{id}/withdrawals/{statementId}/accept | refuse | receive, the staff's daily
// work, each one workflow, audited, its customer mail owed in the same transaction and delivered
// after the commit; …/proof, the customer's proof of shipment (decision 249), which mails nobody;
// and …/refund, an owner's as every refund is (decision 237): the refund workflow (settle.ts)
// planned from the statement, through Stripe or PayPal or recorded by hand.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { adminOrderSchema } from '../../contract/admin-orders.js';
import { IDEMPOTENT_REPLAYED_HEADER, idempotencyKeySchema } from '../../contract/cart.js';
import type { Lang } from '../../contract/i18n-text.js';
import { langQuerySchema } from '../../contract/shop.js';
import { returnReceiveBodySchema, returnRefuseBodySchema, shipmentProofBodySchema, statementParamsSchema } from '../../contract/withdrawals.js';
import type { Db } from '../db/client.js';
import { adminOrderOf } from '../domain/admin-orders/detail.js';
import { acceptReturn, receiveReturn, recordShipmentProof, refuseReturn } from '../domain/admin-orders/returns.js';
import { refundReturn } from '../domain/admin-orders/return-refund.js';
import { deliverOrderMails } from '../domain/orders/order-mails.js';
import { afterCommit, type AfterCommitEnv } from '../http/after-commit.js';
import { idempotency } from '../http/idempotency.js';
import { claimedIdempotency, type ClaimedKeyEnv } from '../http/idempotency-claim.js';
import { ownerOnly, ownerOnlyAnswer } from '../http/owner-only.js';
import { refusing } from '../http/refusals.js';
import { requireStaff, staffSecurity, staffSignedOutAnswer, type StaffEnv } from '../http/require-staff.js';
import { errorBody, errorResponses } from '../http/router.js';
import { NO_STORE } from '../http/session-cart.js';
import { validationHook } from '../http/validation.js';
import { refunderOf } from './admin-order-actions.js';
import type { RouteDeps } from './deps.js';
import { requestLang } from './request-context.js';

type ReturnEnv = StaffEnv & AfterCommitEnv & { Variables: { db: Db } };
type RefundEnv = StaffEnv & ClaimedKeyEnv;

const headers = z.object({ 'idempotency-key': idempotencyKeySchema.optional() });
const json = <T>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });

const answers = (bad: string, conflicts: string) => ({
  200: {
    description: "The order's page after the call, its withdrawals showing the return's state",
    headers: { [IDEMPOTENT_REPLAYED_HEADER]: { description: "'true' when this is the stored answer of an earlier request with the same Idempotency-Key", schema: { type: 'string' as const } } },
    content: { 'application/json': { schema: adminOrderSchema } },
  },
  400: errorBody(`VALIDATION_ERROR${bad}; nothing changed`),
  401: staffSignedOutAnswer,
  404: errorBody('NOT_FOUND: no placed order with this id; WITHDRAWAL_NOT_FOUND {statementId}: no such statement of the order'),
  409: errorBody(`RETURN_STATE_CONFLICT {state, action}: the return's state does not allow it, nothing changed; ${conflicts}IDEMPOTENCY_KEY_REUSED; IDEMPOTENCY_IN_PROGRESS`),
  500: errorResponses[500],
});

const path = (action: string) => `/admin/orders/{id}/withdrawals/{statementId}/${action}`;

export function adminReturnsRoutes(deps: RouteDeps) {
  const router = new OpenAPIHono<ReturnEnv>({ defaultHook: validationHook });
  router.route('/', stepRoutes(deps));
  router.route('/', refundRoute(deps));
  return router;
}

function stepRoutes({ db, config, mailer, log }: RouteDeps) {
  const router = new OpenAPIHono<ReturnEnv>({ defaultHook: validationHook });
  const middleware = [requireStaff<ReturnEnv>({ db, config }), afterCommit<ReturnEnv>(), idempotency<ReturnEnv>({ db, scope: (c) => `staff:${c.var.staff.staffId}` })];
  const security = staffSecurity;

  const accept = createRoute({
    method: 'post', path: path('accept'), tags: ['admin'], security, middleware,
    summary: "Accept the return: received → accepted; the customer is mailed where and how to send the goods, and by when (14 days)",
    request: { params: statementParamsSchema, query: langQuerySchema, headers },
    responses: answers('', ''),
  });
  const refuse = createRoute({
    method: 'post', path: path('refuse'), tags: ['admin'], security, middleware,
    summary: 'Refuse the return with a reason: received or accepted → refused; the customer is mailed the reason',
    request: { params: statementParamsSchema, query: langQuerySchema, headers, body: json(returnRefuseBodySchema) },
    responses: answers(': no reason', ''),
  });
  const receive = createRoute({
    method: 'post', path: path('receive'), tags: ['admin'], security, middleware,
    summary: 'The goods are back and checked, line by line: resellable units back in stock, damaged or mounted ones with a deduction and its reason; '
      + '→ goodsReceived; the customer is mailed',
    request: { params: statementParamsSchema, query: langQuerySchema, headers, body: json(returnReceiveBodySchema) },
    responses: answers('; RETURN_LINE_UNKNOWN {itemId}: not a line of the statement, or named twice; RETURN_TOO_MANY_UNITS {itemId, withdrawn}; '
      + 'RETURN_DEDUCTION_TOO_MUCH {value}: the deductions exceed the lines\' value; RETURN_ALREADY_REFUNDED: a deduction on goods that came back '
      + 'after a refund made on the proof of shipment (they are checked and restocked then, with no deduction and no mail)', ''),
  });
  const proof = createRoute({
    method: 'post', path: path('proof'), tags: ['admin'], security, middleware,
    summary: "The customer's proof that the goods were sent back (a day and a note, e.g. the tracking number), on an accepted return: "
      + 'the return may then be refunded before the goods arrive, in full (decision 249); recorded again to correct it; audited, no mail',
    request: { params: statementParamsSchema, query: langQuerySchema, headers, body: json(shipmentProofBodySchema) },
    responses: answers(': no day or no note; PROOF_DAY_IN_FUTURE {today}', ''),
  });

  const context = (main: Lang) => ({ publicUrl: config.publicUrl, mainLang: main, log });
  router.openapi(accept, async (c) => {
    const tx = c.var.db;
    const { lang, langs } = await requestLang(c, tx, c.req.valid('query').lang);
    const { id: orderId, statementId } = c.req.valid('param');
    const ctx = context(langs.main);
    const moved = await refusing(lang, () => acceptReturn(tx, { staffId: c.var.staff.staffId, orderId, statementId, context: ctx }));
    const { mailId } = moved;
    if (mailId !== null) c.var.afterCommit.push(async () => { await deliverOrderMails(db, mailer, [mailId], ctx); });
    return c.json(await adminOrderOf(tx, moved.row), 200, NO_STORE);
  });
  router.openapi(refuse, async (c) => {
    const tx = c.var.db;
    const { lang, langs } = await requestLang(c, tx, c.req.valid('query').lang);
    const { id: orderId, statementId } = c.req.valid('param');
    const ctx = context(langs.main);
    const moved = await refusing(lang, () => refuseReturn(tx, { staffId: c.var.staff.staffId, orderId, statementId, reason: c.req.valid('json').reason, context: ctx }));
    const { mailId } = moved;
    if (mailId !== null) c.var.afterCommit.push(async () => { await deliverOrderMails(db, mailer, [mailId], ctx); });
    return c.json(await adminOrderOf(tx, moved.row), 200, NO_STORE);
  });
  router.openapi(receive, async (c) => {
    const tx = c.var.db;
    const { lang, langs } = await requestLang(c, tx, c.req.valid('query').lang);
    const { id: orderId, statementId } = c.req.valid('param');
    const ctx = context(langs.main);
    const moved = await refusing(lang, () => receiveReturn(tx, { staffId: c.var.staff.staffId, orderId, statementId, body: c.req.valid('json'), context: ctx }));
    const { mailId } = moved;
    if (mailId !== null) c.var.afterCommit.push(async () => { await deliverOrderMails(db, mailer, [mailId], ctx); });
    return c.json(await adminOrderOf(tx, moved.row), 200, NO_STORE);
  });
  router.openapi(proof, async (c) => {
    const tx = c.var.db;
    const { lang, langs } = await requestLang(c, tx, c.req.valid('query').lang);
    const { id: orderId, statementId } = c.req.valid('param');
    const moved = await refusing(lang, () => recordShipmentProof(tx, { staffId: c.var.staff.staffId, orderId, statementId, body: c.req.valid('json'), context: context(langs.main) }));
    return c.json(await adminOrderOf(tx, moved.row), 200, NO_STORE);
  });
  return router;
}

/** The return's refund reaches a provider: its key claimed first and answered after, as the order's refund (http/idempotency-claim.ts). */
function refundRoute({ db, config, mailer, log, payments }: RouteDeps) {
  const router = new OpenAPIHono<RefundEnv>({ defaultHook: validationHook });
  const middleware = [requireStaff<RefundEnv>({ db, config }), ownerOnly<RefundEnv>({ db }), claimedIdempotency<RefundEnv>({ db, scope: (c) => `staff:${c.var.staff.staffId}` })];
  const refunder = refunderOf(payments);
  const route = createRoute({
    method: 'post', path: path('refund'), tags: ['admin'], security: staffSecurity, middleware,
    summary: "Refund the return (goodsReceived, or accepted with the customer's proof of shipment → refunded): the statement's lines at what was paid for them, the standard delivery cost when the whole "
      + 'order is withdrawn (the fee paid; for an express delivery, the standard method\'s price if lower), less the deductions; through Stripe or PayPal for card and PayPal, recorded by hand otherwise; no stock moves (it did at receive); the customer is mailed',
    request: { params: statementParamsSchema, query: langQuerySchema, headers },
    responses: {
      ...answers('', 'REFUND_NOTHING_PAID; REFUND_TOO_MUCH {refundable}; REFUND_TOO_MANY_UNITS {itemId, refundable}; REFUND_PROVIDER_FAILED {provider, issue}: nothing changed; '),
      403: ownerOnlyAnswer,
      503: errorBody('REFUND_PROVIDER_DOWN {provider}: the provider did not answer; nothing changed, try again later'),
    },
  });
  router.openapi(route, async (c) => {
    const { lang, langs } = await requestLang(c, db, c.req.valid('query').lang);
    const { id: orderId, statementId } = c.req.valid('param');
    const context = { publicUrl: config.publicUrl, mainLang: langs.main, log };
    const settled = await refusing(lang, () => refundReturn(db, { refunder, staffId: c.var.staff.staffId, orderId, statementId, idempotencyKey: c.var.idempotencyKey, context }));
    if (settled.mailId !== null) await deliverOrderMails(db, mailer, [settled.mailId], context);
    return c.json(await adminOrderOf(db, settled.row), 200, NO_STORE);
  });
  return router;
}
