// The back office's status actions (decision 193): transfer received, take charge, ready for
// pickup, ship, hand over. Staff only; each allowed move made exactly once, whoever asks twice;
// every refused one changing nothing; the customer's mails in the order's language.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminOrderSchema, type AdminOrder } from '../../contract/admin-orders.js';
import { ORDER_STATUSES, type OrderStatus } from '../../contract/orders.js';
import { orders } from '../../server/db/schema.js';
import { expectStaffOnly, staffSignIn } from './admin-fixtures.js';
import { actOk, adminOrderOk, orderRow, placeOrder, staffPost, stockOf } from './admin-order-fixtures.js';
import { cartApiSuite } from './cart-fixtures.js';
import { expectError } from './harness.js';
import { getOrderOk } from './order-fixtures.js';
import { mailSince, outboxFiles } from './outbox.js';

const { api } = cartApiSuite({ env: { AUTH_RATE_PER_EMAIL: '10000', AUTH_RATE_PER_CLIENT: '10000' } });

const SHIP = { carrier: 'brt', trackingNumber: '0123456789' };
const MOVES = ['transfer-received', 'take-charge', 'ready-for-pickup', 'ship', 'hand-over'] as const;
type Move = (typeof MOVES)[number];
const bodyOf = (action: Move) => (action === 'ship' ? SHIP : undefined);

/** Where each move is allowed from, and to, written out here as the decision states it. */
const ALLOWED: Record<'courier' | 'pickup', Record<Move, { from: OrderStatus[]; to: OrderStatus }>> = {
  courier: {
    'transfer-received': { from: ['awaitPayment'], to: 'pending' },
    'take-charge': { from: ['pending', 'awaitProcessing'], to: 'tookcharge' },
    'ready-for-pickup': { from: [], to: 'awaitPickup' },
    ship: { from: ['pending', 'tookcharge', 'awaitProcessing'], to: 'shipped' },
    'hand-over': { from: [], to: 'shipped' },
  },
  pickup: {
    'transfer-received': { from: ['awaitPayment'], to: 'pending' },
    'take-charge': { from: ['pending', 'awaitProcessing'], to: 'tookcharge' },
    'ready-for-pickup': { from: ['pending', 'tookcharge', 'awaitProcessing'], to: 'awaitPickup' },
    ship: { from: [], to: 'shipped' },
    'hand-over': { from: ['awaitPickup'], to: 'shipped' },
  },
};

describe('the status actions', () => {
  it('answer nobody but the staff', async () => {
    const { orderId } = await placeOrder(api);
    for (const action of MOVES) {
      const body = bodyOf(action);
      await expectStaffOnly(api, `/v1/admin/orders/${orderId}/${action}`, {
        method: 'POST', ...(body ? { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } } : {}),
      });
    }
    expect((await orderRow(api, orderId)).status).toBe('awaitPayment');
  });

  for (const shipping of ['courier', 'pickup'] as const) {
    it(`from every status, on a ${shipping} order: the allowed moves are made, the others refused changing nothing`, async () => {
      const staff = await staffSignIn(api);
      const { orderId, articleId } = await placeOrder(api, { payment: 'bankTransfer', shipping });
      const stock = await stockOf(api, articleId);
      for (const status of ORDER_STATUSES) {
        for (const action of MOVES) {
          await api.db.update(orders).set({ status, shipment: null }).where(eq(orders.id, orderId));
          const before = await orderRow(api, orderId);
          const res = await staffPost(api, staff.token, `/v1/admin/orders/${orderId}/${action}`, bodyOf(action));
          const rule = ALLOWED[shipping][action];
          if (rule.from.includes(status)) {
            expect(res.status, `${action} from ${status}`).toBe(200);
            expect(adminOrderSchema.parse(await res.json()).status).toBe(rule.to);
            expect((await orderRow(api, orderId)).status).toBe(rule.to);
          } else {
            expect(res.status, `${action} from ${status}`).toBe(409);
            const body = (await res.json()) as { code: string };
            // A status that allows the move for the other kind of shipping refuses it for the shipping.
            const expected = Object.values(ALLOWED).some((r) => r[action].from.includes(status))
              ? ['NOT_A_PICKUP', 'IS_A_PICKUP'] : ['ORDER_STATUS_CONFLICT'];
            expect(expected, `${action} from ${status}`).toContain(body.code);
            expect(await orderRow(api, orderId), `${action} from ${status} changed nothing`).toEqual(before);
          }
          expect(await stockOf(api, articleId)).toBe(stock);
        }
      }
    });
  }

  it('transfer received: made once under two concurrent calls; the same key replays the answer; the customer is mailed once in the order\'s language', async () => {
    const staff = await staffSignIn(api);
    const { orderId, buyer, row } = await placeOrder(api, { payment: 'bankTransfer', lang: 'en' });
    const before = outboxFiles(api);
    const path = `/v1/admin/orders/${orderId}/transfer-received`;
    const answers = await Promise.all([staffPost(api, staff.token, path, undefined, 'k-1'), staffPost(api, staff.token, path, undefined, 'k-2')]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    const refusal = await expectError(refused, 409, 'ORDER_STATUS_CONFLICT');
    expect(refusal).toMatchObject({ payload: { status: 'pending' } });
    // The status in words, as the staff read it, never its code.
    expect(refusal.message).toBe("L'ordine è nello stato «Da elaborare»: questa azione non è possibile.");
    const ok = answers.find((r) => r.status === 200)!;
    const first: unknown = await ok.json();

    const sameKey = await Promise.all([1, 2].map(() => staffPost(api, staff.token, path, undefined, 'k-same')));
    // k-same comes after the move: both are refused alike; a refusal is not kept, so the second
    // runs again on the order as the first left it (decision 224).
    expect(sameKey.map((r) => r.status)).toEqual([409, 409]);
    // The key of the call that made the move (either may win the race): it replays the 200.
    const replayKey = answers[0] === ok ? 'k-1' : 'k-2';
    const replayed = await staffPost(api, staff.token, path, undefined, replayKey);
    expect(replayed.status).toBe(200);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(await replayed.json()).toEqual(first);

    const mails = mailSince(api, before).filter((m) => m.to === buyer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Payment received for order ${row.number}`);
    expect(mails[0]!.text).toContain('we have received your bank transfer of');
    expect(mails[0]!.text).toContain('will write to you when it is shipped');
    const order = await adminOrderOk(api, staff.token, orderId);
    expect(order.mails.map((m) => m.kind)).toEqual(['confirmation', 'shopNewOrder', 'transferReceived']);
    expect(order.history.filter((h) => !h.refusal)).toEqual([expect.objectContaining({
      action: 'order.transferReceived', before: expect.objectContaining({ status: 'awaitPayment' }), after: expect.objectContaining({ status: 'pending' }),
      staff: expect.objectContaining({ id: staff.staff.id }),
    })]);
    // Each refusal that ran is in the history once (decision 225): the race's loser and every
    // k-same call not answered by a replay of a stored answer.
    const ran = 1 + sameKey.filter((r) => r.headers.get('idempotent-replayed') !== 'true').length;
    expect(order.history.filter((h) => h.refusal).map((h) => h.refusal!.code)).toEqual(Array<string>(ran).fill('ORDER_STATUS_CONFLICT'));
    expect((await getOrderOk(api, buyer, orderId)).status).toBe('pending');
  });

  it('two concurrent calls with the same key: one move, one mail, the second answer the first one replayed', async () => {
    const staff = await staffSignIn(api);
    const { orderId, buyer } = await placeOrder(api, { payment: 'pos' });
    const before = outboxFiles(api);
    const path = `/v1/admin/orders/${orderId}/ship`;
    const answers = await Promise.all([1, 2].map(() => staffPost(api, staff.token, path, SHIP, 'ship-once')));
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(answers.map((r) => r.headers.get('idempotent-replayed')).sort()).toEqual(['true', null].sort());
    const [a, b] = await Promise.all(answers.map(async (r) => adminOrderSchema.parse(await r.json())));
    // The same page, but for how far its mails' delivery got: the second may arrive after the
    // first committed and before it stored the page it read, and then reads the page itself
    // (decision 269), while the shipped mail is being sent.
    const beforeDelivery = (page: AdminOrder) => ({ ...page, mails: page.mails.map(({ kind, to, subject, createdAt }) => ({ kind, to, subject, createdAt })) });
    expect(beforeDelivery(a!)).toEqual(beforeDelivery(b!));
    expect(mailSince(api, before).filter((m) => m.to === buyer.email)).toHaveLength(1);
    expect((await adminOrderOk(api, staff.token, orderId)).history.map((h) => h.action)).toEqual(['order.shipped']);
  });

  it('a pickup order: payment received says it is collected once ready; ready for pickup mails the point\'s address and hours; handed over it is shipped with carrier pickup', async () => {
    const staff = await staffSignIn(api);
    const { orderId, buyer, row } = await placeOrder(api, { payment: 'bankTransfer', shipping: 'pickup', lang: 'de' });
    const before = outboxFiles(api);
    await actOk(api, staff.token, orderId, 'transfer-received');
    await actOk(api, staff.token, orderId, 'take-charge');
    const ready = await actOk(api, staff.token, orderId, 'ready-for-pickup');
    expect(ready.actions).toEqual(['hand-over', 'refund', 'cancel']);
    const handed = await actOk(api, staff.token, orderId, 'hand-over');
    expect(handed).toMatchObject({ status: 'shipped', shipment: { carrier: 'pickup', trackingNumber: '', trackingUrl: null } });
    const mails = mailSince(api, before).filter((m) => m.to === buyer.email);
    expect(mails.map((m) => m.subject)).toEqual([`Zahlung für Bestellung ${row.number} erhalten`, `Deine Bestellung ${row.number} ist abholbereit`]);
    expect(mails[0]!.text).toContain('sobald sie abholbereit ist');
    expect(mails[1]!.text).toContain('Magazzino Raggio, Via Borgo Palazzo 118, 24125 Bergamo (BG)');
    expect(mails[1]!.text).toContain('Montag: 09:00–12:30, 14:30–19:00');
    expect(mails[1]!.text).toContain('Sonntag: geschlossen');
    expect(handed.history.map((h) => h.action)).toEqual(['order.transferReceived', 'order.tookCharge', 'order.readyForPickup', 'order.handedOver']);
    expect((await getOrderOk(api, buyer, orderId)).shipment).toMatchObject({ carrier: 'pickup' });
  });

  it('ship: the carrier, number and tracking link are kept and mailed; the customer\'s order shows them; a bad carrier is 400', async () => {
    const staff = await staffSignIn(api);
    const { orderId, buyer, row } = await placeOrder(api, { payment: 'stripe', lang: 'fr' });
    await expectError(await staffPost(api, staff.token, `/v1/admin/orders/${orderId}/ship`, { carrier: 'pigeon', trackingNumber: '1' }), 400, 'VALIDATION_ERROR');
    await expectError(await staffPost(api, staff.token, `/v1/admin/orders/${orderId}/ship`, { carrier: 'gls' }), 400, 'VALIDATION_ERROR');
    expect((await orderRow(api, orderId)).status).toBe('pending');
    const before = outboxFiles(api);
    const shipped = await actOk(api, staff.token, orderId, 'ship', { carrier: 'dhl', trackingNumber: 'JD 0146' });
    const trackingUrl = 'https://www.dhl.com/it-it/home/tracking.html?tracking-id=JD%200146';
    expect(shipped.shipment).toMatchObject({ carrier: 'dhl', trackingNumber: 'JD 0146', trackingUrl });
    const [mail] = mailSince(api, before).filter((m) => m.to === buyer.email);
    expect(mail!.subject).toBe(`Votre commande ${row.number} a été expédiée`);
    expect(mail!.text).toContain('est partie avec DHL');
    expect(mail!.text).toContain('Numéro de suivi: JD 0146');
    expect(mail!.text).toContain(trackingUrl);
    expect((await getOrderOk(api, buyer, orderId)).shipment).toMatchObject({ carrier: 'dhl', trackingNumber: 'JD 0146', trackingUrl });

    const other = await placeOrder(api, { payment: 'mark' });
    const noLink = await actOk(api, staff.token, other.orderId, 'ship', { carrier: 'other', trackingNumber: 'X1' });
    expect(noLink.shipment).toMatchObject({ carrier: 'other', trackingUrl: null });
  });

  it('ship by the shop\'s own means (other): no tracking number needed, none mailed; a courier still needs one', async () => {
    const staff = await staffSignIn(api);
    const { orderId, buyer, row } = await placeOrder(api, { payment: 'stripe' });
    await expectError(await staffPost(api, staff.token, `/v1/admin/orders/${orderId}/ship`, { carrier: 'brt', trackingNumber: '  ' }), 400, 'VALIDATION_ERROR');
    expect((await orderRow(api, orderId)).status).toBe('pending');
    const before = outboxFiles(api);
    const shipped = await actOk(api, staff.token, orderId, 'ship', { carrier: 'other' });
    expect(shipped.shipment).toMatchObject({ carrier: 'other', trackingNumber: '', trackingUrl: null });
    const [mail] = mailSince(api, before).filter((m) => m.to === buyer.email);
    expect(mail!.text).toContain(`il tuo ordine ${row.number} è partito.`);
    expect(mail!.text).not.toContain('Numero di spedizione');
    expect(mail!.text).not.toContain('Other');
  });
});
