// Every order workflow's undo path (docs/decisions/242-every-order-change-a-workflow.md): a failure
// injected right after each of its steps leaves the database as it was before the workflow, stock
// included, whether the runner undid the step or the transaction rolled it back. The start of an
// online payment is the exception the shop chose (decision 191): its failure also undoes the
// intent's steps, so the stock goes back at once.
import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { cartItems, invoices, orderItems, orderMails, orderRefunds, orders, orderWithdrawals, shops } from '../../server/db/schema.js';
import { INVOICING } from '../../server/db/seed/data/shop.js';
import { confirmPaidOrder } from '../../server/domain/orders/confirm-paid.js';
import { failAfterStep } from '../../server/domain/orders/step-runner.js';
import { releaseIfLapsed } from '../../server/domain/orders/sweep.js';
import type { Mailer } from '../../server/mail/mailer.js';
import { staffSignIn } from './admin-fixtures.js';
import { actOk, orderRow, placeOrder, staffPost, stockOf } from './admin-order-fixtures.js';
import { cartApiSuite } from './cart-fixtures.js';
import { askInvoice } from './invoice-fixtures.js';
import { addToCart, completeOrder, insertTrackedArticle, intentOk, patchJson, postIntent, readyBuyer } from './order-fixtures.js';

const { api } = cartApiSuite({ env: { AUTH_RATE_PER_EMAIL: '10000', AUTH_RATE_PER_CLIENT: '10000' } });

afterEach(() => failAfterStep(undefined));

async function snapshot(articleId: number) {
  const { db } = api;
  const countOf = async (table: typeof orderMails | typeof orderRefunds | typeof invoices | typeof cartItems) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    orders: await db.select({
      id: orders.id, status: orders.status, stockHeld: orders.stockHeld, placedAt: orders.placedAt, lastError: orders.lastError,
      shipment: orders.shipment, payment: orders.payment, stripeSessionId: orders.stripeSessionId, paypalOrderId: orders.paypalOrderId,
    }).from(orders).orderBy(orders.id),
    items: await db.select({ id: orderItems.id, item: orderItems.item }).from(orderItems).orderBy(orderItems.id),
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

interface Case {
  steps: string[];
  /** Makes the state the workflow starts from; answers the article whose stock counts, and the call that runs the workflow. */
  setup(): Promise<{ articleId: number; act(): Promise<unknown> }>;
}

const failing = async (call: () => Promise<Response>) => {
  const res = await call();
  expect(res.status).toBe(500);
};

const stripeIntent = async () => {
  const articleId = await insertTrackedArticle(api.db, 10, 3000);
  const buyer = await readyBuyer(api, articleId, 2, { payment: 'stripe' });
  return { articleId, buyer, intent: await intentOk(api, buyer) };
};

const CASES: Record<string, Case> = {
  intent: {
    steps: ['reserve stock', 'create the order'],
    async setup() {
      const articleId = await insertTrackedArticle(api.db, 10, 3000);
      const buyer = await readyBuyer(api, articleId, 2);
      return { articleId, act: () => failing(() => postIntent(api, buyer)) };
    },
  },
  'replaceIntent (the same checkout)': {
    steps: ['release the stock hold', 'hold the stock again'],
    async setup() {
      const articleId = await insertTrackedArticle(api.db, 10, 3000);
      const buyer = await readyBuyer(api, articleId, 2);
      await intentOk(api, buyer);
      return { articleId, act: () => failing(() => postIntent(api, buyer)) };
    },
  },
  'replaceIntent (a changed checkout)': {
    steps: ['release the stock hold', 'end the intent', 'reserve stock', 'create the order'],
    async setup() {
      const articleId = await insertTrackedArticle(api.db, 10, 3000);
      const buyer = await readyBuyer(api, articleId, 2);
      await intentOk(api, buyer);
      await addToCart(api, buyer, articleId, 1);
      return { articleId, act: () => failing(() => postIntent(api, buyer)) };
    },
  },
  completePaidLater: {
    steps: ['take payment', 'confirm', "owe the placement's mails"],
    async setup() {
      const articleId = await insertTrackedArticle(api.db, 10, 3000);
      const buyer = await readyBuyer(api, articleId, 2);
      const intent = await intentOk(api, buyer);
      return { articleId, act: () => failing(() => completeOrder(api, buyer, intent)) };
    },
  },
  paymentFailed: {
    steps: ['note the failure', 'release the stock hold'],
    async setup() {
      const { articleId, buyer, intent } = await stripeIntent();
      const body = { lastError: { code: 'PAYMENT_ERROR', message: 'cancelled on the page' } };
      return { articleId, act: () => failing(() => api.fetch(`/v1/orders/${intent.id}`, patchJson('PATCH', buyer.token, body))) };
    },
  },
  holdExpired: {
    steps: ['end the intent', 'release the stock hold'],
    async setup() {
      const { articleId, intent } = await stripeIntent();
      const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
      return { articleId, act: () => expect(releaseIfLapsed(api.db, intent.id, later)).rejects.toThrow(/injected/) };
    },
  },
  paidConfirmation: {
    steps: ['take payment', 'confirm', "owe the placement's mails"],
    async setup() {
      const { articleId, intent } = await stripeIntent();
      const { checkout } = await orderRow(api, intent.id);
      const payment = { provider: 'stripe' as const, reference: 'cs_test_undo', amount: checkout.cashier.total, currency: 'eur' };
      // The failure comes before any mail is delivered: no mailer is reached.
      return { articleId, act: () => expect(confirmPaidOrder(api.db, {} as Mailer, intent.id, payment)).rejects.toThrow(/injected/) };
    },
  },
  transferReceived: {
    steps: ['move the order', "owe the customer's mail"],
    async setup() {
      const { orderId, articleId } = await placeOrder(api);
      const staff = await staffSignIn(api);
      return { articleId, act: () => failing(() => staffPost(api, staff.token, `/v1/admin/orders/${orderId}/transfer-received`)) };
    },
  },
  ship: {
    steps: ['move the order', "owe the customer's mail", 'issue the invoice'],
    async setup() {
      const { orderId, articleId } = await placeOrder(api);
      const staff = await staffSignIn(api);
      await actOk(api, staff.token, orderId, 'transfer-received');
      const body = { carrier: 'brt', trackingNumber: 'BRT1' };
      return { articleId, act: () => failing(() => staffPost(api, staff.token, `/v1/admin/orders/${orderId}/ship`, body)) };
    },
  },
  'refund (by hand)': {
    steps: ['reserve the refund', 'record the refund'],
    async setup() {
      const { orderId, articleId } = await placeOrder(api);
      const staff = await staffSignIn(api);
      await actOk(api, staff.token, orderId, 'transfer-received');
      return { articleId, act: () => failing(() => staffPost(api, staff.token, `/v1/admin/orders/${orderId}/refund`, { restock: true })) };
    },
  },
  cancel: {
    steps: ['reserve the refund', 'record the refund'],
    async setup() {
      const { orderId, articleId } = await placeOrder(api);
      const staff = await staffSignIn(api);
      return { articleId, act: () => failing(() => staffPost(api, staff.token, `/v1/admin/orders/${orderId}/cancel`, {})) };
    },
  },
  recordDelivery: {
    steps: ['record the delivery day'],
    async setup() {
      const { orderId, articleId } = await placeOrder(api);
      const staff = await staffSignIn(api);
      await actOk(api, staff.token, orderId, 'transfer-received');
      await actOk(api, staff.token, orderId, 'ship', { carrier: 'brt', trackingNumber: 'BRT4' });
      const deliveredOn = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
      return { articleId, act: () => failing(() => api.fetch(`/v1/admin/orders/${orderId}/delivery`, patchJson('PUT', staff.token, { deliveredOn }))) };
    },
  },
  issueInvoice: {
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
      return { articleId, act: () => failing(() => staffPost(api, staff.token, `/v1/admin/orders/${orderId}/invoice`)) };
    },
  },
  withdraw: {
    steps: ['recordWithdrawalStatement', 'oweWithdrawalAcknowledgement'],
    async setup() {
      const { orderId, articleId, buyer, row } = await placeOrder(api);
      const staff = await staffSignIn(api);
      await actOk(api, staff.token, orderId, 'transfer-received');
      await actOk(api, staff.token, orderId, 'ship', { carrier: 'brt', trackingNumber: 'BRT2' });
      const [item] = await api.db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, row.id));
      const body = { name: 'Giulia Rossi', email: buyer.email, lines: [{ itemId: item!.id, quantity: 1 }] };
      return { articleId, act: () => failing(() => api.fetch(`/v1/orders/${orderId}/withdrawals`, patchJson('POST', buyer.token, body))) };
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
    steps: RETURN_STEPS,
    async setup() {
      const { articleId, staff, path } = await withdrawnOrder();
      return { articleId, act: () => failing(() => staffPost(api, staff.token, path('accept'))) };
    },
  },
  refuseReturn: {
    steps: RETURN_STEPS,
    async setup() {
      const { articleId, staff, path } = await withdrawnOrder();
      return { articleId, act: () => failing(() => staffPost(api, staff.token, path('refuse'), { reason: 'Usato' })) };
    },
  },
  receiveReturn: {
    steps: ['restock the returned goods', ...RETURN_STEPS],
    async setup() {
      const { articleId, staff, path, itemId } = await withdrawnOrder();
      const body = { lines: [{ itemId, quantity: 1, condition: 'resellable' }] };
      return { articleId, act: () => failing(() => staffPost(api, staff.token, path('receive'), body)) };
    },
  },
  recordShipmentProof: {
    steps: ['change the return'],
    async setup() {
      const { articleId, staff, path } = await withdrawnOrder();
      expect((await staffPost(api, staff.token, path('accept'))).status).toBe(200);
      const body = { sentOn: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date()), note: 'BRT 1' };
      return { articleId, act: () => failing(() => staffPost(api, staff.token, path('proof'), body)) };
    },
  },
  "refund (a return's)": {
    steps: ['reserve the refund', 'record the refund'],
    async setup() {
      const { articleId, staff, path, itemId } = await withdrawnOrder();
      expect((await staffPost(api, staff.token, path('receive'), { lines: [{ itemId, quantity: 1, condition: 'resellable' }] })).status).toBe(200);
      return { articleId, act: () => failing(() => staffPost(api, staff.token, path('refund'))) };
    },
  },
} satisfies Record<string, Case>);

describe('a failure right after each step of a workflow', () => {
  for (const [workflow, { steps, setup }] of Object.entries(CASES)) {
    for (const step of steps) {
      it(`${workflow}, after '${step}': the database as before the workflow`, async () => {
        const { articleId, act } = await setup();
        const before = await snapshot(articleId);
        failAfterStep(step);
        await act();
        failAfterStep(undefined);
        expect(await snapshot(articleId)).toEqual(before);
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
