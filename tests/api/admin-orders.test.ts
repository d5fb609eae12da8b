// The back office's orders, read side (decision 193): the list (placed orders only, newest first,
// filters, search, pages, counts and to-do) and one order's page; staff only.
import { describe, expect, it } from 'vitest';
import { adminOrdersPageSchema } from '../../contract/admin-orders.js';
import { expectStaffOnly, staffSignIn } from './admin-fixtures.js';
import { actOk, adminOrderOk, placeOrder } from './admin-order-fixtures.js';
import { cartApiSuite } from './cart-fixtures.js';
import { expectError } from './harness.js';
import { insertTrackedArticle, intentOk, readyBuyer } from './order-fixtures.js';
import { mailSince, outboxFiles } from './outbox.js';
import { SETTINGS } from '../../server/db/seed/data/shop.js';
import { ADMIN_ORDERS_PATH } from '../../contract/admin-paths.js';
import { ADMIN_ORDER_TILES, tileSearch, type AdminOrderTile } from '../../contract/admin-order-tiles.js';

const { api } = cartApiSuite({ env: { AUTH_RATE_PER_EMAIL: '10000', AUTH_RATE_PER_CLIENT: '10000' } });

const list = async (token: string, query = '') => {
  const res = await api.fetch(`/v1/admin/orders${query}`, { headers: { authorization: `Bearer ${token}` } });
  const body: unknown = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(200);
  return adminOrdersPageSchema.parse(body);
};

describe('GET admin/orders and admin/orders/{id}', () => {
  it('answers nobody but the staff', async () => {
    const { orderId } = await placeOrder(api);
    await expectStaffOnly(api, '/v1/admin/orders');
    await expectStaffOnly(api, `/v1/admin/orders/${orderId}`);
  });

  it('lists placed orders only, newest first, with counts per status and the to-do counts', async () => {
    const staff = await staffSignIn(api);
    const before = await list(staff.token);
    const transfer = await placeOrder(api, { payment: 'bankTransfer' });
    const pickup = await placeOrder(api, { payment: 'pos', shipping: 'pickup' });
    const courier = await placeOrder(api, { payment: 'mark' });
    // An intent never placed is no order.
    const unplaced = await intentOk(api, await readyBuyer(api, await insertTrackedArticle(api.db, 5), 1, { payment: 'stripe' }));

    const after = await list(staff.token, '?pageSize=3');
    expect(after.docs.map((d) => d.id)).toEqual([courier.orderId, pickup.orderId, transfer.orderId]);
    expect(after.total).toBe(before.total + 3);
    expect(after.pageSize).toBe(3);
    expect(after.counts.awaitPayment).toBe(before.counts.awaitPayment + 1);
    expect(after.counts.pending).toBe(before.counts.pending + 2);
    expect(after.toDo).toEqual({
      transfersToConfirm: before.toDo.transfersToConfirm + 1,
      toShip: before.toDo.toShip + 1,
      toPrepareForPickup: before.toDo.toPrepareForPickup + 1,
      toHandOver: before.toDo.toHandOver,
      returnsToHandle: before.toDo.returnsToHandle,
    });
    const all = await list(staff.token, '?pageSize=100');
    expect(all.docs.map((d) => d.id)).not.toContain(unplaced.id);
    expect(after.docs[0]).toMatchObject({
      number: courier.row.number, status: 'pending', paymentMethod: 'mark', shippingMethod: 'courier',
      total: courier.row.checkout.cashier.total, itemCount: 2, customer: { id: courier.buyer.userId, email: courier.buyer.email },
    });
  });

  it('each to-do tile counts exactly the orders of the list it opens, before and after an order is taken in charge', async () => {
    const staff = await staffSignIn(api);
    await placeOrder(api, { payment: 'bankTransfer' });
    await placeOrder(api, { payment: 'pos', shipping: 'pickup' });
    const courier = await placeOrder(api, { payment: 'mark' });
    const tilesAgree = async () => {
      const { toDo } = await list(staff.token);
      for (const tile of Object.keys(ADMIN_ORDER_TILES) as AdminOrderTile[]) {
        const opened = await list(staff.token, `?pageSize=1&${new URLSearchParams(tileSearch(tile)).toString()}`);
        expect([tile, opened.total]).toEqual([tile, toDo[tile]]);
      }
      return toDo;
    };
    const before = await tilesAgree();
    await actOk(api, staff.token, courier.orderId, 'take-charge');
    // Taken in charge, it is still to ship: the tile and its list both keep it.
    expect((await tilesAgree()).toShip).toBe(before.toShip);
    const ids = async (query: string) => (await list(staff.token, `?pageSize=100&${query}`)).docs.map((d) => d.id);
    expect(await ids('status=pending,tookcharge')).toContain(courier.orderId);
    expect(await ids('status=pending')).not.toContain(courier.orderId);
    await expectError(await api.fetch('/v1/admin/orders?status=pending,nope', { headers: { authorization: `Bearer ${staff.token}` } }), 400, 'VALIDATION_ERROR');
  });

  it('filters by status, payment and shipping method, placement day, and searches number, name and e-mail', async () => {
    const staff = await staffSignIn(api);
    const a = await placeOrder(api, { payment: 'pos', shipping: 'pickup' });
    const ids = async (query: string) => (await list(staff.token, `?pageSize=100&${query}`)).docs.map((d) => d.id);
    expect(await ids('paymentMethod=pos')).toContain(a.orderId);
    expect(await ids('paymentMethod=bankTransfer')).not.toContain(a.orderId);
    expect(await ids('shippingMethod=pickup&status=pending')).toContain(a.orderId);
    expect(await ids('shippingMethod=courier')).not.toContain(a.orderId);
    expect(await ids(`q=${a.row.number}`)).toEqual([a.orderId]);
    expect(await ids(`q=${encodeURIComponent(a.buyer.email.toUpperCase())}`)).toEqual([a.orderId]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
    expect(await ids(`from=${today}&to=${today}`)).toContain(a.orderId);
    expect(await ids('to=2020-01-01')).toEqual([]);
    const paged = await list(staff.token, '?pageSize=1&page=2');
    expect(paged.docs).toHaveLength(1);
    expect(paged.page).toBe(2);
    await expectError(await api.fetch('/v1/admin/orders?pageSize=101', { headers: { authorization: `Bearer ${staff.token}` } }), 400, 'VALIDATION_ERROR');
    await expectError(await api.fetch('/v1/admin/orders?status=lost', { headers: { authorization: `Bearer ${staff.token}` } }), 400, 'VALIDATION_ERROR');
  });

  it("answers one order's page with its customer, payment, totals, mails and allowed actions; an unplaced or unknown id is 404", async () => {
    const staff = await staffSignIn(api);
    const { orderId, buyer, row } = await placeOrder(api, { payment: 'bankTransfer' });
    const order = await adminOrderOk(api, staff.token, orderId);
    expect(order).toMatchObject({
      id: orderId, number: row.number, status: 'awaitPayment', lang: 'it',
      customer: { id: buyer.userId, email: buyer.email },
      payment: { method: 'bankTransfer', confirmed: null },
      totals: { total: row.checkout.cashier.total, refunded: 0, refundable: 0 },
      shipment: null, refunds: [], history: [], actions: ['transfer-received', 'cancel'],
    });
    expect(order.items).toHaveLength(1);
    expect(order.mails).toEqual([
      expect.objectContaining({ kind: 'confirmation', to: buyer.email }),
      expect.objectContaining({ kind: 'shopNewOrder', to: SETTINGS.ordersEmail }),
    ]);

    const unplaced = await intentOk(api, await readyBuyer(api, await insertTrackedArticle(api.db, 5), 1));
    await expectError(await api.fetch(`/v1/admin/orders/${unplaced.id}`, { headers: { authorization: `Bearer ${staff.token}` } }), 404, 'NOT_FOUND');
    await expectError(await api.fetch('/v1/admin/orders/00000000-0000-4000-8000-000000000000', { headers: { authorization: `Bearer ${staff.token}` } }), 404, 'NOT_FOUND');
  });

  it('a card order shows its provider references', async () => {
    const staff = await staffSignIn(api);
    const { orderId, row } = await placeOrder(api, { payment: 'stripe' });
    const order = await adminOrderOk(api, staff.token, orderId);
    expect(order.payment).toMatchObject({ method: 'stripe', stripeSessionId: row.stripeSessionId, confirmed: { provider: 'stripe', amount: row.checkout.cashier.total } });
    expect(order.payment.confirmed!.reference).toBe(row.stripeSessionId);
    expect(order.actions).toEqual(['take-charge', 'ship', 'refund', 'cancel']);
  });

  it("tells the shop of each new order, offline or paid, with a link to its page in the back office", async () => {
    for (const payment of ['bankTransfer', 'stripe', 'paypal'] as const) {
      const before = outboxFiles(api);
      const { orderId, row, buyer } = await placeOrder(api, { payment, lang: 'en' });
      const toShop = mailSince(api, before).filter((m) => m.to === SETTINGS.ordersEmail);
      expect(toShop, payment).toHaveLength(1);
      const total = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(row.checkout.cashier.total / 100);
      expect(toShop[0]!.subject).toBe(`Nuovo ordine ${row.number} (${total})`);
      const text = toShop[0]!.text;
      expect(text).toContain(buyer.email);
      // The order's page, as the back office's router has it (the mail once linked /admin/orders/…, a 404).
      expect(text).toContain(`http://shop.test${ADMIN_ORDERS_PATH}/${orderId}`);
      expect(text).not.toContain('/admin/orders/');
      // Names, not codes: the items, the methods as the shop calls them, the status as the staff read it.
      const staff = await staffSignIn(api);
      for (const item of (await adminOrderOk(api, staff.token, orderId)).items) expect(text).toContain(item.name);
      expect(text).not.toMatch(/Pagamento: (bankTransfer|stripe|paypal)\b/);
      expect(text).not.toMatch(/Consegna: (courier|pickup)\b/);
      expect(text).not.toMatch(/Stato: [a-z]+[A-Z]/);
      expect(text).toMatch(payment === 'bankTransfer' ? /Stato: In attesa di pagamento/ : /Stato: Da elaborare/);
      expect(text).toContain('Indirizzo di spedizione');
      expect(text).toContain('Dati di fatturazione');
      expect((await adminOrderOk(api, staff.token, orderId)).mails.map((m) => m.kind).sort()).toEqual(['confirmation', 'shopNewOrder']);
    }
  });

  it('every admin orders call is in the OpenAPI document, tagged admin, behind the staff token', async () => {
    const doc = await (await api.fetch('/v1/openapi.json')).json() as {
      paths: Record<string, Record<string, { tags?: string[]; security?: Record<string, unknown>[] }>>;
      components: { schemas: Record<string, unknown> };
    };
    const calls = [
      ['/v1/admin/orders', 'get'], ['/v1/admin/orders/{id}', 'get'],
      ...['transfer-received', 'take-charge', 'ready-for-pickup', 'ship', 'hand-over', 'refund', 'cancel'].map((a) => [`/v1/admin/orders/{id}/${a}`, 'post']),
    ] as const;
    for (const [path, method] of calls) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation!.tags).toEqual(['admin']);
      expect(operation!.security).toEqual([{ staffBearerAuth: [] }]);
    }
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['AdminOrder', 'AdminOrdersPage', 'AdminShipBody', 'AdminRefundBody', 'OrderShipment']));
  });
});
