// The back office's order actions (decision 193): POST admin/orders/{id}/<action>. Each takes an
// Idempotency-Key scoped to the staff member, runs one domain function, answers the order's page
// as it is after the action, and delivers the customer's mail, owed in the action's transaction
// (decision 228), after the change committed. A note (decision 240) and the delivery day
// (PUT admin/orders/{id}/delivery, decision 249) are written the same way and mail nobody, as is the
// invoice of an order already shipped (POST admin/orders/{id}/invoice, decision 260). Refund and cancel are an owner's (decision 237).
// The order's page is read once the action's transaction committed, from the order it left
// (decision 269): a keyed action holds the embedded database's one connection only for the change.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import {
  type AdminOrder, adminCancelBodySchema, adminDeliveryBodySchema, adminOrderNoteBodySchema, adminOrderSchema, adminRefundBodySchema, adminShipBodySchema,
} from '../../contract/admin-orders.js';
import { IDEMPOTENT_REPLAYED_HEADER, idempotencyKeySchema } from '../../contract/cart.js';
import { orderIdParamsSchema } from '../../contract/orders.js';
import { langQuerySchema } from '../../contract/shop.js';
import type { Db } from '../db/client.js';
import type { StatusAction } from '../domain/admin-orders/action-rules.js';
import { recordDelivery } from '../domain/admin-orders/delivery.js';
import { issueLateInvoice } from '../domain/admin-orders/invoice.js';
import { adminOrder, adminOrderOf } from '../domain/admin-orders/detail.js';
import { moveOrder } from '../domain/admin-orders/move.js';
import { addOrderNote } from '../domain/admin-orders/notes.js';
import { planCancel, planRefund } from '../domain/admin-orders/refund-plan.js';
import { settleOrder, type Refunder } from '../domain/admin-orders/settle.js';
import { deliverOrderMails } from '../domain/orders/order-mails.js';
import { afterCommit, type AfterCommitEnv } from '../http/after-commit.js';
import { idempotency, type AnswerAfterCommitEnv, type AnswerStatus, type AnswerSubject } from '../http/idempotency.js';
import { claimedIdempotency, type ClaimedKeyEnv } from '../http/idempotency-claim.js';
import type { OrderRow } from '../domain/orders/steps.js';
import type { PaymentProviders } from '../payments/providers.js';
import { refundPaypalCapture, refundStripePayment } from '../payments/refunds.js';
import { ownerOnly, ownerOnlyAnswer } from '../http/owner-only.js';
import { refusing } from '../http/refusals.js';
import { requireStaff, staffSecurity, staffSignedOutAnswer, type StaffEnv } from '../http/require-staff.js';
import { errorBody, errorResponses } from '../http/router.js';
import { NO_STORE } from '../http/session-cart.js';
import { validationHook } from '../http/validation.js';
import type { RouteDeps } from './deps.js';
import { requestLang } from './request-context.js';

type MoveEnv = StaffEnv & AfterCommitEnv & AnswerAfterCommitEnv & { Variables: { db: Db } };
type SettleEnv = StaffEnv & ClaimedKeyEnv;

/** The order's page as committed: what an action answers, read after its transaction (decision 269). */
const answerOf = (_c: Context<MoveEnv>, read: Db, { orderId }: AnswerSubject) => adminOrder(read, String(orderId));

/** A key per staff member, the order's page answered after the commit. */
const keyedAction = (db: Db) => idempotency<MoveEnv>({ db, scope: (c) => `staff:${c.var.staff.staffId}`, answerOf });

/** The answer to an action that went through: its order's page, once the change committed. */
function orderPage<S extends AnswerStatus>(c: Context<MoveEnv>, row: OrderRow, status: S) {
  c.header('Cache-Control', NO_STORE['Cache-Control']);
  return c.var.answerAfterCommit({ orderId: row.id }, status) as unknown as TypedResponse<JSONParsed<AdminOrder>, S, 'json'>;
}

/** The providers' refunds of an order's confirmed payment. */
export const refunderOf = (payments: PaymentProviders): Refunder => ({
  refund(via, order, amount, key) {
    const reference = order.payment?.reference ?? '';
    return via === 'stripe'
      ? refundStripePayment(payments.stripe, reference, amount, key)
      : refundPaypalCapture(payments.paypal, reference, amount, key);
  },
});

const headers = z.object({ 'idempotency-key': idempotencyKeySchema.optional() });
const json = <T>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });

const answers = (conflicts: string) => ({
  200: {
    description: "The order's page after the action",
    headers: { [IDEMPOTENT_REPLAYED_HEADER]: { description: "'true' when this is the stored answer of an earlier request with the same Idempotency-Key", schema: { type: 'string' as const } } },
    content: { 'application/json': { schema: adminOrderSchema } },
  },
  400: errorResponses[400],
  401: staffSignedOutAnswer,
  404: errorBody('NOT_FOUND: no placed order with this id'),
  409: errorBody(`ORDER_STATUS_CONFLICT {status, action}: its status does not allow it, nothing changed; ${conflicts}IDEMPOTENCY_KEY_REUSED; IDEMPOTENCY_IN_PROGRESS`),
  500: errorResponses[500],
});

const MOVE_ROUTES: { action: StatusAction; summary: string; conflicts: string }[] = [
  { action: 'transfer-received', summary: 'The bank transfer arrived: awaitPayment → pending; the customer is mailed', conflicts: 'NOT_A_TRANSFER; ' },
  { action: 'take-charge', summary: 'Taken in hand: pending or awaitProcessing → tookcharge', conflicts: '' },
  { action: 'ready-for-pickup', summary: "Ready at the pickup point: → awaitPickup; the customer is mailed the point's address and hours", conflicts: 'NOT_A_PICKUP; ' },
  { action: 'ship', summary: 'Handed to the courier: → shipped with the carrier, tracking number and link; the customer is mailed them', conflicts: 'IS_A_PICKUP; ' },
  { action: 'hand-over', summary: "Collected by the customer: awaitPickup → shipped, shipment carrier 'pickup'", conflicts: 'NOT_A_PICKUP; ' },
];

export function adminOrderActionsRoutes(deps: RouteDeps) {
  const router = new OpenAPIHono<MoveEnv>({ defaultHook: validationHook });
  router.route('/', moveRoutes(deps));
  router.route('/', settleRoutes(deps));
  router.route('/', noteRoutes(deps));
  router.route('/', deliveryRoutes(deps));
  router.route('/', invoiceRoutes(deps));
  return router;
}

/** Whoever may ship may issue the invoice shipping would have issued (decision 260). */
function invoiceRoutes({ db, config, log }: RouteDeps) {
  const router = new OpenAPIHono<MoveEnv>({ defaultHook: validationHook });
  const middleware = [requireStaff<MoveEnv>({ db, config }), keyedAction(db)];
  const route = createRoute({
    method: 'post', path: '/admin/orders/{id}/invoice', tags: ['admin'], security: staffSecurity, middleware,
    summary: "Issue the electronic invoice of an order already shipped or handed over whose billing address asks for one and that has none "
      + '(it left before the seller data were set, say), with a credit note for each refund made since; audited; no status moves, no mail (decision 260)',
    request: { params: orderIdParamsSchema, query: langQuerySchema, headers },
    responses: answers('NOT_SHIPPED {status}: it has not left yet, shipping issues it; NO_INVOICE_REQUEST: its billing address asks for no invoice; '
      + 'ALREADY_INVOICED {number, year}; SELLER_DATA_MISSING {problem}: the shop has no valid seller data; '),
  });
  router.openapi(route, async (c) => {
    const tx = c.var.db;
    const { lang } = await requestLang(c, tx, c.req.valid('query').lang);
    const row = await refusing(lang, () => issueLateInvoice(tx, c.var.staff.staffId, c.req.valid('param').id, { log }));
    return orderPage(c, row, 200);
  });
  return router;
}

function deliveryRoutes({ db, config }: RouteDeps) {
  const router = new OpenAPIHono<MoveEnv>({ defaultHook: validationHook });
  const middleware = [requireStaff<MoveEnv>({ db, config }), keyedAction(db)];
  const route = createRoute({
    method: 'put', path: '/admin/orders/{id}/delivery', tags: ['admin'], security: staffSecurity, middleware,
    summary: "The day the courier delivered a shipped order (e.g. from the courier's tracking), recorded or corrected; the withdrawal period's "
      + 'last day then counts 14 days from it (decision 249). Audited; no status moves, no mail',
    request: { params: orderIdParamsSchema, query: langQuerySchema, headers, body: json(adminDeliveryBodySchema) },
    responses: {
      ...answers('NOT_SHIPPED {status}: the order has not left; IS_A_PICKUP: collected at the pickup point, the hand-over is the delivery; '),
      400: errorBody('VALIDATION_ERROR: not a day YYYY-MM-DD; DELIVERY_DAY_IN_FUTURE {today}; DELIVERY_BEFORE_SHIPPING {shipped}: before the day it shipped; nothing changed'),
    },
  });
  router.openapi(route, async (c) => {
    const tx = c.var.db;
    const { lang } = await requestLang(c, tx, c.req.valid('query').lang);
    const row = await refusing(lang, () => recordDelivery(tx, c.var.staff.staffId, c.req.valid('param').id, c.req.valid('json').deliveredOn));
    return orderPage(c, row, 200);
  });
  return router;
}

function noteRoutes({ db, config }: RouteDeps) {
  const router = new OpenAPIHono<MoveEnv>({ defaultHook: validationHook });
  const signedIn = requireStaff<MoveEnv>({ db, config });
  const middleware = [signedIn, keyedAction(db)];
  const route = createRoute({
    method: 'post', path: '/admin/orders/{id}/notes', tags: ['admin'], security: staffSecurity, middleware,
    summary: "A staff member's note on the order: plain text, listed on the order's page with its author and time, never shown to the customer; audited",
    request: { params: orderIdParamsSchema, query: langQuerySchema, headers, body: json(adminOrderNoteBodySchema) },
    responses: {
      201: {
        description: "The order's page with the note",
        headers: { [IDEMPOTENT_REPLAYED_HEADER]: { description: "'true' when this is the stored answer of an earlier request with the same Idempotency-Key", schema: { type: 'string' as const } } },
        content: { 'application/json': { schema: adminOrderSchema } },
      },
      400: errorBody('VALIDATION_ERROR: no text, over the length, or a control character but tabs and line breaks'),
      401: staffSignedOutAnswer,
      404: errorBody('NOT_FOUND: no placed order with this id'),
      409: errorBody('IDEMPOTENCY_KEY_REUSED; IDEMPOTENCY_IN_PROGRESS'),
      500: errorResponses[500],
    },
  });
  router.openapi(route, async (c) => {
    const tx = c.var.db;
    const { lang } = await requestLang(c, tx, c.req.valid('query').lang);
    const row = await refusing(lang, () => addOrderNote(tx, c.var.staff.staffId, c.req.valid('param').id, c.req.valid('json').text));
    return orderPage(c, row, 201);
  });
  return router;
}

function moveRoutes({ db, config, mailer, log }: RouteDeps) {
  const router = new OpenAPIHono<MoveEnv>({ defaultHook: validationHook });
  const signedIn = requireStaff<MoveEnv>({ db, config });
  // afterCommit before the key's middleware: the mail goes once the page was read and stored.
  const moveMiddleware = [signedIn, afterCommit<MoveEnv>(), keyedAction(db)];

  for (const { action, summary, conflicts } of MOVE_ROUTES) {
    const route = createRoute({
      method: 'post', path: `/admin/orders/{id}/${action}`, tags: ['admin'], security: staffSecurity, middleware: moveMiddleware, summary,
      request: { params: orderIdParamsSchema, query: langQuerySchema, headers, ...(action === 'ship' ? { body: json(adminShipBodySchema) } : {}) },
      responses: answers(conflicts),
    });
    router.openapi(route, async (c) => {
      const tx = c.var.db;
      const { lang, langs } = await requestLang(c, tx, c.req.valid('query').lang);
      const ship = action === 'ship' ? adminShipBodySchema.parse(await c.req.json()) : undefined;
      const context = { publicUrl: config.publicUrl, mainLang: langs.main, log };
      const moved = await refusing(lang, () => moveOrder(tx, c.var.staff.staffId, c.req.valid('param').id, action, ship, context));
      const { mailId } = moved;
      if (mailId !== null) c.var.afterCommit.push(async () => { await deliverOrderMails(db, mailer, [mailId], context); });
      return orderPage(c, moved.row, 200);
    });
  }
  return router;
}

const settleAnswers = {
  403: ownerOnlyAnswer,
  ...answers('REFUND_NOTHING_PAID (nothing was paid yet); REFUND_TOO_MUCH {refundable}; REFUND_TOO_MANY_UNITS {itemId, refundable}; '
    + 'REFUND_PROVIDER_FAILED {provider, issue}: the provider refused, nothing changed; '),
  503: errorBody('REFUND_PROVIDER_DOWN {provider}: the provider did not answer; nothing changed, try again later'),
};

/**
 * Refund and cancel reach a payment provider: not inside one transaction, so their key is claimed
 * first and answered after (http/idempotency-claim.ts), and passed on to the provider. Their page
 * is read on the database once settleOrder's transaction committed: no key's transaction holds it.
 */
function settleRoutes({ db, config, mailer, log, payments }: RouteDeps) {
  const router = new OpenAPIHono<SettleEnv>({ defaultHook: validationHook });
  const signedIn = requireStaff<SettleEnv>({ db, config });
  // Money leaves the shop: an owner's call (decision 237), refused before the key is claimed.
  const middleware = [signedIn, ownerOnly<SettleEnv>({ db }), claimedIdempotency<SettleEnv>({ db, scope: (c) => `staff:${c.var.staff.staffId}` })];
  const refunder = refunderOf(payments);

  const refundRoute = createRoute({
    method: 'post', path: '/admin/orders/{id}/refund', tags: ['admin'], security: staffSecurity, middleware,
    summary: 'Refund the whole order or chosen lines (through Stripe or PayPal for card and PayPal, recorded by hand otherwise); '
      + 'restock returns the refunded units; the customer is mailed',
    request: { params: orderIdParamsSchema, query: langQuerySchema, headers, body: json(adminRefundBodySchema) },
    responses: { ...settleAnswers, 400: errorBody('VALIDATION_ERROR; REFUND_LINE_UNKNOWN {itemId}; REFUND_LINE_TWICE {itemId}') },
  });
  const cancelRoute = createRoute({
    method: 'post', path: '/admin/orders/{id}/cancel', tags: ['admin'], security: staffSecurity, middleware,
    summary: 'Cancel an order not yet shipped: → deleted, its stock back, a card or PayPal payment refunded whole; the customer is mailed',
    request: { params: orderIdParamsSchema, query: langQuerySchema, headers, body: { ...json(adminCancelBodySchema), required: false } },
    responses: settleAnswers,
  });

  router.openapi(refundRoute, async (c) => {
    const { lang, langs } = await requestLang(c, db, c.req.valid('query').lang);
    const body = c.req.valid('json');
    const context = { publicUrl: config.publicUrl, mainLang: langs.main, log };
    const settled = await refusing(lang, () => settleOrder(db, refunder, c.var.staff.staffId, c.req.valid('param').id, 'refund',
      (row, items, refunds, statements) => planRefund(row, items, refunds, body, statements), c.var.idempotencyKey, context));
    if (settled.mailId !== null) await deliverOrderMails(db, mailer, [settled.mailId], context);
    return c.json(await adminOrderOf(db, settled.row), 200, NO_STORE);
  });
  router.openapi(cancelRoute, async (c) => {
    const { lang, langs } = await requestLang(c, db, c.req.valid('query').lang);
    const body = (await c.req.text()) === '' ? {} : c.req.valid('json');
    const context = { publicUrl: config.publicUrl, mainLang: langs.main, log };
    const settled = await refusing(lang, () => settleOrder(db, refunder, c.var.staff.staffId, c.req.valid('param').id, 'cancel',
      (row, items, refunds, statements) => planCancel(row, items, refunds, body, statements), c.var.idempotencyKey, context));
    if (settled.mailId !== null) await deliverOrderMails(db, mailer, [settled.mailId], context);
    return c.json(await adminOrderOf(db, settled.row), 200, NO_STORE);
  });
  return router;
}
