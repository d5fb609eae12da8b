// Every order workflow's undo path (docs/decisions/242-every-order-change-a-workflow.md): a failure
// injected right after each of its steps leaves the database as it was before the workflow, stock
// included, whether the runner undid the step or the transaction rolled it back. Two outcomes are
// other by design, and checked exactly: the start of an online payment (decision 191) also undoes
// the intent's steps, so the order escapes and its stock goes back at once; a settlement through a
// provider undoes nothing once the provider refunded (the pivot): its reservation stays, with a
// note for the staff. Each case's steps are the ones the workflow runs (heard from the runner on a
// run with no failure), and every workflow has its case, but those of one step in one transaction.
import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import '../../server/domain/admin-orders/delivery.js';
import '../../server/domain/admin-orders/invoice.js';
import '../../server/domain/admin-orders/move.js';
import '../../server/domain/admin-orders/returns.js';
import '../../server/domain/admin-orders/settle.js';
import '../../server/domain/orders/complete.js';
import '../../server/domain/orders/forget-customer.js';
import '../../server/domain/orders/intent.js';
import '../../server/domain/orders/last-error.js';
import '../../server/domain/orders/payment-start.js';
import '../../server/domain/orders/retention.js';
import '../../server/domain/orders/withdraw.js';
import { articles, cartItems, invoices, orderItems, orderMails, orderRefunds, orders, orderWithdrawals, shops } from '../../server/db/schema.js';
import { INVOICING } from '../../server/db/seed/data/shop.js';
import { confirmPaidOrder } from '../../server/domain/orders/confirm-paid.js';
import { definedWorkflows, failAfterStep, InjectedFailure, watchSteps, type WorkflowName } from '../../server/domain/orders/step-runner.js';
import { releaseIfLapsed } from '../../server/domain/orders/sweep.js';
import type { Mailer } from '../../server/mail/mailer.js';
import { staffSignIn } from './admin-fixtures.js';
import { actOk, orderRow, placeOrder, staffPost, stockOf } from './admin-order-fixtures.js';
import { cartApiSuite } from './cart-fixtures.js';
import { askInvoice } from './invoice-fixtures.js';
import { addToCart, completeOrder, insertTrackedArticle, intentOk, patchJson, postIntent, readyBuyer } from './order-fixtures.js';

const { api } = cartApiSuite({ env: { AUTH_RATE_PER_EMAIL: '10000', AUTH_RATE_PER_CLIENT: '10000' } });

afterEach(() => {
  failAfterStep(undefined);
  watchSteps(undefined);
});

async function snapshot(articleId: number) {
  const { db } = api;
  const countOf = async (table: typeof orderMails | typeof orderRefunds | typeof invoices | typeof cartItems) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    orders: await db.select({
      id: orders.id, status: orders.status, stockHeld: orders.stockHeld, placedAt: orders.placedAt, lastError: orders.lastError,
      shipment: orders.shipment, payment: orders.payment, stripeSessionId: orders.stripeSessionId, paypalOrderId: orders.paypalOrderId,
    }).from(orders).orderBy(orders.id),
    items: await db.select({ id: orderItems.id, orderId: orderItems.orderId, item: orderItems.item }).from(orderItems).orderBy(orderItems.id),
    stock: await stockOf(api, articleId),
    mails: await countOf(orderMails),
    refunds: await countOf(orderRefunds),
    withdrawals: await db.select({
      id: orderWithdrawals.id, returnState: orderWithdrawals.returnState, acceptedAt: orderWithdrawals.acceptedAt, refusedReason: orderWithdrawals.refusedReason,
      goodsReceivedAt: orderWithdrawals.goodsReceivedAt, deductions: orderWithdrawals.deductions, restocked: orderWithdrawals.restocked, refundId: orderWithdrawals.refundId,
      shipmentProof: orderWithdrawals.shipmentProof,
    }).from(orderWithdrawals).orderBy(orderWithdrawals.id),
    invoices: await countOf(invoices),
    cartLines: await countOf(cartItems),
  };
}

type Snapshot = Awaited<ReturnType<typeof snapshot>>;

interface Case {
  /** The workflow the call runs (the runner is heard to run it, and nothing else). */
  workflow: WorkflowName;
  /** Its steps, in the order it runs them on this path. */
  steps: string[];
  /**
   * Makes the state the workflow starts from; answers the article whose stock counts, the order,
   * and the call that runs the workflow (an API call's answer, or a domain call's result).
   */
  setup(): Promise<{ articleId: number; orderId?: string; act(): Promise<unknown> }>;
  /** What a failure after a step leaves when it is not the database as before (by design), from the snapshot before. */
  leaves?: Record<string, Outcome>;
}

/** What a failure leaves (`what`, in the test's name), as the snapshot before changed by `of`. */
interface Outcome {
  what: string;
  of(before: Snapshot, orderId: string): Snapshot;
}

/** The snapshot `before` with order `orderId` changed by `change`, and the rest by `more`. */
const withOrder = (before: Snapshot, orderId: string, change: Partial<Snapshot['orders'][number]>, more: Partial<Snapshot> = {}): Snapshot => ({
  ...before, ...more, orders: before.orders.map((o) => (o.id === orderId ? { ...o, ...change } : o)),
});

const paymentFor = async (orderId: string) => {
  const { checkout } = await orderRow(api, orderId);
  return { provider: 'stripe' as const, reference: 'cs_test_undo', amount: checkout.cashier.total, currency: 'eur' };
};
const noMailer: Mailer = { send: () => Promise.resolve() };

const onlineIntent = async (payment: 'stripe' | 'paypal' = 'stripe') => {
  const articleId = await insertTrackedArticle(api.db, 10, 3000);
  const buyer = await readyBuyer(api, articleId, 2, { payment });
  return { articleId, buyer, intent: await intentOk(api, buyer) };
};
const stripeIntent = () => onlineIntent('stripe');

/** An intent whose hold ended (the sweep made it escape and gave its stock back). */
const lapsedIntent = async () => {
  const { articleId, intent } = await stripeIntent();
  expect(await releaseIfLapsed(api.db, intent.id, new Date(Date.now() + 2 * 60 * 60 * 1000))).toBe(true);
  return { articleId, intent };
};

/** decision 191: the page's failure undoes the intent's steps too: the order escapes, `givenBack` units back in stock. */
const escapes = (givenBack: number): Outcome => ({
  what: "the intent's steps undone too: the order escaped, its stock back",
  of: (before, orderId) => withOrder(before, orderId, { status: 'escaped', stockHeld: false }, { stock: before.stock + givenBack }),
});

/**
 * After the provider refunded (the pivot): nothing undone, the record rolled back; the refund's
 * reservation stays (its row without the provider's reference, every unit of the order marked
 * refunded, the order's status), the stock as it was, and the failure noted on the order for the staff.
 */
const reservedAndNoted = (status: Snapshot['orders'][number]['status']): Outcome => ({
  what: 'past the pivot, nothing undone: the reservation kept, the failure noted for the staff',
  of: (before, orderId) => withOrder(before, orderId, { status, lastError: expect.objectContaining({ code: 'REFUND_NOT_RECORDED' }) as never }, {
    refunds: before.refunds + 1,
    items: before.items.map((i) => (i.orderId === orderId ? { ...i, item: { ...i.item, refund: { on: true, quantity: i.item.quantity } } } : i)),
  }),
});

const CASES: Record<string, Case> = {
  intent: {
    workflow: 'intent',
    steps: ['reserve stock', 'create the order'],
    async setup() {
      const articleId = await insertTrackedArticle(api.db, 10, 3000);
      const buyer = await readyBuyer(api, articleId, 2);
      return { articleId, act: () => postIntent(api, buyer) };
    },
  },
  'replaceIntent (the same checkout)': {
    workflow: 'replaceIntent',
    steps: ['release the stock hold', 'hold the stock again'],
    async setup() {
      const articleId = await insertTrackedArticle(api.db, 10, 3000);
      const buyer = await readyBuyer(api, articleId, 2);
      await intentOk(api, buyer);
      return { articleId, act: () => postIntent(api, buyer) };
    },
  },
  'replaceIntent (a changed checkout)': {
    workflow: 'replaceIntent',
    steps: ['release the stock hold', 'end the intent', 'reserve stock', 'create the order'],
    async setup() {
      const articleId = await insertTrackedArticle(api.db, 10, 3000);
      const buyer = await readyBuyer(api, articleId, 2);
      await intentOk(api, buyer);
      await addToCart(api, buyer, articleId, 1);
      return { articleId, act: () => postIntent(api, buyer) };
    },
  },
  completePaidLater: {
    workflow: 'completePaidLater',
    steps: ['take payment', 'confirm', "owe the placement's mails"],
    async setup() {
      const articleId = await insertTrackedArticle(api.db, 10, 3000);
      const buyer = await readyBuyer(api, articleId, 2);
      const intent = await intentOk(api, buyer);
      return { articleId, act: () => completeOrder(api, buyer, intent) };
    },
  },
  paymentFailed: {
    workflow: 'paymentFailed',
    steps: ['note the failure', 'release the stock hold'],
    async setup() {
      const { articleId, buyer, intent } = await stripeIntent();
      const body = { lastError: { code: 'PAYMENT_ERROR', message: 'cancelled on the page' } };
      return { articleId, act: () => api.fetch(`/v1/orders/${intent.id}`, patchJson('PATCH', buyer.token, body)) };
    },
  },
  holdExpired: {
    workflow: 'holdExpired',
    steps: ['end the intent', 'release the stock hold'],
    async setup() {
      const { articleId, intent } = await stripeIntent();
      const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
      return { articleId, act: () => releaseIfLapsed(api.db, intent.id, later) };
    },
  },
  paidConfirmation: {
    workflow: 'paidConfirmation',
    steps: ['take payment', 'confirm', "owe the placement's mails"],
    async setup() {
      const { articleId, intent } = await stripeIntent();
      const payment = await paymentFor(intent.id);
      return { articleId, act: () => confirmPaidOrder(api.db, noMailer, intent.id, payment) };
    },
  },
  transferReceived: {
    workflow: 'transferReceived',
    steps: ['move the order', "owe the customer's mail"],
    async setup() {
      const { orderId, articleId } = await placeOrder(api);
      const staff = await staffSignIn(api);
      return { articleId, act: () => staffPost(api, staff.token, `/v1/admin/orders/${orderId}/transfer-received`) };
    },
  },
  ship: {
    workflow: 'ship',
    steps: ['move the order', "owe the customer's mail", 'issue the invoice'],
    async setup() {
      const { orderId, articleId } = await placeOrder(api);
      const staff = await staffSignIn(api);
      await actOk(api, staff.token, orderId, 'transfer-received');
      const body = { carrier: 'brt', trackingNumber: 'BRT1' };
      return { articleId, act: () => staffPost(api, staff.token, `/v1/admin/orders/${orderId}/ship`, body) };
    },
  },
  'refund (by hand)': {
    workflow: 'refund',
    steps: ['reserve the refund', 'record the refund'],
    async setup() {
      const { orderId, articleId } = await placeOrder(api);
      const staff = await staffSignIn(api);
      await actOk(api, staff.token, orderId, 'transfer-received');
      return { articleId, act: () => staffPost(api, staff.token, `/v1/admin/orders/${orderId}/refund`, { restock: true }) };
    },
  },
  cancel: {
    workflow: 'cancel',
    steps: ['reserve the refund', 'record the refund'],
    async setup() {
      const { orderId, articleId } = await placeOrder(api);
      const staff = await staffSignIn(api);
      return { articleId, act: () => staffPost(api, staff.token, `/v1/admin/orders/${orderId}/cancel`, {}) };
    },
  },
  recordDelivery: {
    workflow: 'recordDelivery',
    steps: ['record the delivery day'],
    async setup() {
      const { orderId, articleId } = await placeOrder(api);
      const staff = await staffSignIn(api);
      await actOk(api, staff.token, orderId, 'transfer-received');
      await actOk(api, staff.token, orderId, 'ship', { carrier: 'brt', trackingNumber: 'BRT4' });
      const deliveredOn = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
      return { articleId, act: () => api.fetch(`/v1/admin/orders/${orderId}/delivery`, patchJson('PUT', staff.token, { deliveredOn })) };
    },
  },
  issueInvoice: {
    workflow: 'issueInvoice',
    steps: ['issue the invoice', 'record the invoicing'],
    async setup() {
      const { orderId, articleId } = await placeOrder(api);
      await askInvoice(api, orderId);
      const staff = await staffSignIn(api);
      await actOk(api, staff.token, orderId, 'transfer-received');
      // It left while the shop had no seller data: without its invoice (decision 260).
      await api.db.update(shops).set({ invoicing: null });
      try {
        await actOk(api, staff.token, orderId, 'ship', { carrier: 'brt', trackingNumber: 'BRT5' });
      } finally {
        await api.db.update(shops).set({ invoicing: INVOICING });
      }
      return { articleId, orderId, act: () => staffPost(api, staff.token, `/v1/admin/orders/${orderId}/invoice`) };
    },
  },
  withdraw: {
    workflow: 'withdraw',
    steps: ['recordWithdrawalStatement', 'oweWithdrawalAcknowledgement'],
    async setup() {
      const { orderId, articleId, buyer, row } = await placeOrder(api);
      const staff = await staffSignIn(api);
      await actOk(api, staff.token, orderId, 'transfer-received');
      await actOk(api, staff.token, orderId, 'ship', { carrier: 'brt', trackingNumber: 'BRT2' });
      const [item] = await api.db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, row.id));
      const body = { name: 'Giulia Rossi', email: buyer.email, lines: [{ itemId: item!.id, quantity: 1 }] };
      return { articleId, act: () => api.fetch(`/v1/orders/${orderId}/withdrawals`, patchJson('POST', buyer.token, body)) };
    },
  },
};

/** A shipped order and a statement withdrawing one unit (decision 245's returns start there). */
async function withdrawnOrder() {
  const { orderId, articleId, buyer, row } = await placeOrder(api);
  const staff = await staffSignIn(api);
  await actOk(api, staff.token, orderId, 'transfer-received');
  await actOk(api, staff.token, orderId, 'ship', { carrier: 'brt', trackingNumber: 'BRT3' });
  const [item] = await api.db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, row.id));
  const body = { name: 'Giulia Rossi', email: buyer.email, lines: [{ itemId: item!.id, quantity: 1 }] };
  const res = await api.fetch(`/v1/orders/${orderId}/withdrawals`, patchJson('POST', buyer.token, body));
  expect(res.status).toBe(200);
  const [statement] = await api.db.select({ id: orderWithdrawals.id }).from(orderWithdrawals).where(eq(orderWithdrawals.orderId, orderId));
  const path = (action: string) => `/v1/admin/orders/${orderId}/withdrawals/${statement!.id}/${action}`;
  return { articleId, staff, itemId: item!.id, path };
}

const RETURN_STEPS = ['change the return', "owe the return's mail"];

Object.assign(CASES, {
  acceptReturn: {
    workflow: 'acceptReturn',
    steps: RETURN_STEPS,
    async setup() {
      const { articleId, staff, path } = await withdrawnOrder();
      return { articleId, act: () => staffPost(api, staff.token, path('accept')) };
    },
  },
  refuseReturn: {
    workflow: 'refuseReturn',
    steps: RETURN_STEPS,
    async setup() {
      const { articleId, staff, path } = await withdrawnOrder();
      return { articleId, act: () => staffPost(api, staff.token, path('refuse'), { reason: 'Usato' }) };
    },
  },
  receiveReturn: {
    workflow: 'receiveReturn',
    steps: ['restock the returned goods', ...RETURN_STEPS],
    async setup() {
      const { articleId, staff, path, itemId } = await withdrawnOrder();
      const body = { lines: [{ itemId, quantity: 1, condition: 'resellable' }] };
      return { articleId, act: () => staffPost(api, staff.token, path('receive'), body) };
    },
  },
  recordShipmentProof: {
    workflow: 'recordShipmentProof',
    steps: ['change the return'],
    async setup() {
      const { articleId, staff, path } = await withdrawnOrder();
      expect((await staffPost(api, staff.token, path('accept'))).status).toBe(200);
      const body = { sentOn: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date()), note: 'BRT 1' };
      return { articleId, act: () => staffPost(api, staff.token, path('proof'), body) };
    },
  },
  "refund (a return's)": {
    workflow: 'refund',
    steps: ['reserve the refund', 'record the refund'],
    async setup() {
      const { articleId, staff, path, itemId } = await withdrawnOrder();
      expect((await staffPost(api, staff.token, path('receive'), { lines: [{ itemId, quantity: 1, condition: 'resellable' }] })).status).toBe(200);
      return { articleId, act: () => staffPost(api, staff.token, path('refund')) };
    },
  },
} satisfies Record<string, Case>);

const PAGE_STEPS = ['open the payment page', "save the provider's reference"];

Object.assign(CASES, {
  'startPayment (card)': {
    workflow: 'startPayment',
    steps: PAGE_STEPS,
    async setup() {
      const { articleId, buyer, intent } = await stripeIntent();
      return { articleId, orderId: intent.id, act: () => api.fetch(`/v1/orders/${intent.id}/payWithStripe`, patchJson('POST', buyer.token)) };
    },
    leaves: Object.fromEntries(PAGE_STEPS.map((step) => [step, escapes(2)])),
  },
  'startPayment (card, again after a failed try gave the stock back)': {
    workflow: 'startPayment',
    steps: ['hold the stock again', ...PAGE_STEPS],
    async setup() {
      const { articleId, buyer, intent } = await stripeIntent();
      const body = { lastError: { code: 'PAYMENT_ERROR', message: 'cancelled on the page' } };
      expect((await api.fetch(`/v1/orders/${intent.id}`, patchJson('PATCH', buyer.token, body))).status).toBe(200);
      expect((await orderRow(api, intent.id)).stockHeld).toBe(false);
      return { articleId, orderId: intent.id, act: () => api.fetch(`/v1/orders/${intent.id}/payWithStripe`, patchJson('POST', buyer.token)) };
    },
    // Before the check's transaction committed, nothing to undo; after it, the hold taken again is given back and the order escapes.
    leaves: Object.fromEntries(PAGE_STEPS.map((step) => [step, escapes(0)])),
  },
  'startPayment (PayPal)': {
    workflow: 'startPayment',
    steps: ['open the PayPal order', "save the provider's reference"],
    async setup() {
      const { articleId, buyer, intent } = await onlineIntent('paypal');
      return { articleId, orderId: intent.id, act: () => api.fetch(`/v1/orders/${intent.id}/paypal`, patchJson('POST', buyer.token)) };
    },
    leaves: { 'open the PayPal order': escapes(2), "save the provider's reference": escapes(2) },
  },
  'paidConfirmation (paid after the hold lapsed)': {
    workflow: 'paidConfirmation',
    steps: ['take payment', 'hold the stock again', 'confirm', "owe the placement's mails"],
    async setup() {
      const { articleId, intent } = await lapsedIntent();
      const payment = await paymentFor(intent.id);
      return { articleId, act: () => confirmPaidOrder(api.db, noMailer, intent.id, payment) };
    },
  },
  'paidConfirmation (paid after the stock went)': {
    workflow: 'paidConfirmation',
    steps: ['take payment', 'note the failure', 'confirm', "owe the placement's mails"],
    async setup() {
      const { articleId, intent } = await lapsedIntent();
      await api.db.update(articles).set({ stockQuantity: 1 }).where(eq(articles.id, articleId));
      const payment = await paymentFor(intent.id);
      return { articleId, act: () => confirmPaidOrder(api.db, noMailer, intent.id, payment) };
    },
  },
  takeCharge: {
    workflow: 'takeCharge',
    steps: ['move the order'],
    async setup() {
      const { orderId, articleId } = await placeOrder(api);
      const staff = await staffSignIn(api);
      await actOk(api, staff.token, orderId, 'transfer-received');
      return { articleId, act: () => staffPost(api, staff.token, `/v1/admin/orders/${orderId}/take-charge`) };
    },
  },
  readyForPickup: {
    workflow: 'readyForPickup',
    steps: ['move the order', "owe the customer's mail"],
    async setup() {
      const { orderId, articleId } = await placeOrder(api, { shipping: 'pickup' });
      const staff = await staffSignIn(api);
      await actOk(api, staff.token, orderId, 'transfer-received');
      return { articleId, act: () => staffPost(api, staff.token, `/v1/admin/orders/${orderId}/ready-for-pickup`) };
    },
  },
  handOver: {
    workflow: 'handOver',
    steps: ['move the order', 'issue the invoice'],
    async setup() {
      const { orderId, articleId } = await placeOrder(api, { shipping: 'pickup' });
      const staff = await staffSignIn(api);
      await actOk(api, staff.token, orderId, 'transfer-received');
      await actOk(api, staff.token, orderId, 'ready-for-pickup');
      return { articleId, act: () => staffPost(api, staff.token, `/v1/admin/orders/${orderId}/hand-over`) };
    },
  },
  // Through a provider: before its refund (the pivot) a failure leaves the database as before,
  // even right after the provider's call (its money is the provider's to give back, decision 130);
  // after it, nothing is undone.
  'refund (through Stripe)': {
    workflow: 'refund',
    steps: ['reserve the refund', 'refund at the provider', 'record the refund'],
    async setup() {
      const { orderId, articleId } = await placeOrder(api, { payment: 'stripe' });
      const staff = await staffSignIn(api);
      return { articleId, orderId, act: () => staffPost(api, staff.token, `/v1/admin/orders/${orderId}/refund`, { restock: true }) };
    },
    leaves: { 'record the refund': reservedAndNoted('totalRefunded') },
  },
  'cancel (through PayPal)': {
    workflow: 'cancel',
    steps: ['reserve the refund', 'refund at the provider', 'record the refund'],
    async setup() {
      const { orderId, articleId } = await placeOrder(api, { payment: 'paypal' });
      const staff = await staffSignIn(api);
      return { articleId, orderId, act: () => staffPost(api, staff.token, `/v1/admin/orders/${orderId}/cancel`, {}) };
    },
    leaves: { 'record the refund': reservedAndNoted('deleted') },
  },
} satisfies Record<string, Case>);

/**
 * Workflows of one step in one transaction (their caller's): a failure after it rolls it back, and
 * the runner has nothing to undo. retention: the batch's orders erased ('erase the orders'), its
 * record beside it; forgetCustomer: 'pseudonymise the orders', in the account's closing.
 */
const ONE_STEP_IN_ONE_TRANSACTION: WorkflowName[] = ['retention', 'forgetCustomer'];

/** The call's failure: a 500 from the API, the injected failure itself from a domain call. */
async function expectFailed(act: () => Promise<unknown>) {
  const out = await act().then((value) => value, (err: unknown) => err);
  if (out instanceof Response) expect(out.status).toBe(500);
  else expect(out).toBeInstanceOf(InjectedFailure);
}

describe('the cases', () => {
  it('cover every workflow, but those of one step in one transaction', () => {
    const covered = new Set<WorkflowName>([...Object.values(CASES).map((c) => c.workflow), ...ONE_STEP_IN_ONE_TRANSACTION]);
    expect([...definedWorkflows()].filter((w) => !covered.has(w))).toEqual([]);
    expect(ONE_STEP_IN_ONE_TRANSACTION.filter((w) => !definedWorkflows().has(w))).toEqual([]);
  });

  for (const [name, { workflow, steps, setup }] of Object.entries(CASES)) {
    it(`${name}: the steps listed are those the workflow ${workflow} runs, with no failure`, async () => {
      const { act } = await setup();
      const heard: [WorkflowName, string][] = [];
      watchSteps((w, step) => heard.push([w, step]));
      const out = await act();
      watchSteps(undefined);
      if (out instanceof Response) expect(out.status, await out.clone().text()).toBeLessThan(300);
      expect(heard).toEqual(steps.map((step) => [workflow, step]));
    });
  }
});

describe('a failure right after each step of a workflow', () => {
  for (const [name, { steps, setup, leaves = {} }] of Object.entries(CASES) as [string, Case][]) {
    for (const step of steps) {
      const outcome = leaves[step];
      it(`${name}, after '${step}': ${outcome ? outcome.what : 'the database as before the workflow'}`, async () => {
        const { articleId, orderId, act } = await setup();
        const before = await snapshot(articleId);
        failAfterStep(step);
        await expectFailed(act);
        failAfterStep(undefined);
        expect(await snapshot(articleId)).toEqual(outcome ? outcome.of(before, orderId!) : before);
      });
    }
  }
});

describe('a failure after the payment page was opened', () => {
  it("undoes the page's reference and the intent's steps: the intent escapes and its stock is back", async () => {
    const { articleId, buyer, intent } = await stripeIntent();
    expect(await stockOf(api, articleId)).toBe(8);
    failAfterStep("save the provider's reference");
    const res = await api.fetch(`/v1/orders/${intent.id}/payWithStripe`, patchJson('POST', buyer.token));
    expect(res.status).toBe(500);
    const row = await orderRow(api, intent.id);
    expect(row).toMatchObject({ status: 'escaped', stockHeld: false, stripeSessionId: null });
    expect(await stockOf(api, articleId)).toBe(10);
  });
});
