import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../contract/orders';
import type { HttpClient } from '../../lib/http';
import { forgetCampaign, keepCampaign } from '../../lib/campaign';
import { enqueue } from '../cart/outbox';
import { lineKeyOf } from '../cart/line-key';
import { checkoutWith, serverItem } from '../cart/test-data';
import { RaggioDb, replaceDatabase } from '../core/db';
import { flushOutbox } from '../kinds';
import { pendingEntries } from '../core/queue';
import { enqueueOrder } from './outbox';

let database: RaggioDb;
let n = 0;
const ORDER_ID = '11111111-2222-4333-8444-555555555555';
const wheel = serverItem({ articleId: 7, quantity: 2 });
const state = checkoutWith([wheel]);
const order = { id: ORDER_ID, number: 'R2026-000042', checkout: { cashier: { total: 2000 } } } as unknown as Order;
const intent = { id: ORDER_ID, returnApi: `/orders/${ORDER_ID}/complete`, returnUrl: `/checkout/ordine-concluso/${ORDER_ID}` };
const pending = async () => database.pendingOrders.get('current');

type Call = { method: string; path: string; body: unknown; key: string };

/** A server that answers the order steps; `answers` overrides one path's answer. */
function server(answers: Record<string, () => Promise<unknown>> = {}) {
  const calls: Call[] = [];
  const request = vi.fn((method: string, path: string, options: { body?: unknown; headers: Record<string, string> }) => {
    calls.push({ method, path, body: options.body, key: options.headers['Idempotency-Key']! });
    const answer = answers[path];
    if (answer) return answer();
    if (path === 'checkout/me/secure') return Promise.resolve({ status: { changed: false, messages: [] }, checkout: state });
    if (path.startsWith('orders/intents')) return Promise.resolve(intent);
    if (path === intent.returnApi) return Promise.resolve(order);
    return Promise.reject(new Error(`unexpected ${method} ${path}`));
  });
  const get = vi.fn(() => Promise.resolve(checkoutWith([])));
  return { calls, http: { request, get } as unknown as HttpClient };
}

beforeEach(async () => {
  database = new RaggioDb(`orders-test-${n++}`);
  replaceDatabase(database);
  await database.checkout.put({ key: 'current', state, savedAt: 1 });
});

describe('an order waiting for the connection', () => {
  it('is kept with the cart as the customer saw it, once however often BUY NOW is pressed', async () => {
    const first = await enqueueOrder(state, 'bankTransfer', 5, database);
    const second = await enqueueOrder(state, 'bankTransfer', 5, database);
    expect(second).toBe(first);
    expect(await pendingEntries(database)).toHaveLength(1);
    expect(await pending()).toMatchObject({ state: 'waiting', method: 'bankTransfer', total: state.cashier.total, userId: 5 });
  });

  it('is refused for card and PayPal, which are paid on the provider page', async () => {
    await expect(enqueueOrder(state, 'stripe', 5, database)).rejects.toMatchObject({ code: 'NEEDS_NETWORK' });
    await expect(enqueueOrder(state, 'paypal', 5, database)).rejects.toMatchObject({ code: 'NEEDS_NETWORK' });
    expect(await pendingEntries(database)).toEqual([]);
  });

  it('is placed on reconnect: re-check with what was seen, intent and return call under the entry key, then told', async () => {
    const entryId = await enqueueOrder(state, 'mark', 5, database);
    const { calls, http } = server();
    await flushOutbox({ http, lang: () => 'it', database });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['PATCH checkout/me/secure', 'POST orders/intents', `PATCH ${intent.returnApi}`]);
    expect(calls[0]!.body).toEqual({ seen: { lines: [{ id: wheel.id, quantity: 2, unit: wheel.prices.unit }], total: state.cashier.total } });
    expect(calls[1]!.key).toBe(entryId);
    expect(await pending()).toMatchObject({ state: 'placed', order: { id: ORDER_ID, number: 'R2026-000042', total: 2000 } });
    expect(await pendingEntries(database)).toEqual([]);
    // The server emptied the cart: the mirror says so.
    expect((await database.checkout.get('current'))!.state.items).toEqual([]);
  });

  it('carries the campaign the customer came from while it runs', async () => {
    keepCampaign('primavera');
    try {
      await enqueueOrder(state, 'mark', 5, database);
      const { calls, http } = server();
      await flushOutbox({ http, lang: () => 'it', database });
      expect(calls[1]!.path).toBe('orders/intents?cmp=primavera');
    } finally {
      forgetCampaign();
    }
  });

  it('places nothing when the cart changed meanwhile, and keeps the messages for the re-check dialog', async () => {
    await enqueueOrder(state, 'bankTransfer', 5, database);
    const changed = { status: { changed: true, messages: ['Il prezzo di Articolo 7 è cambiato'] }, checkout: state };
    const { calls, http } = server({ 'checkout/me/secure': () => Promise.resolve(changed) });
    await flushOutbox({ http, lang: () => 'it', database });
    expect(calls.map((c) => c.path)).toEqual(['checkout/me/secure']);
    expect(await pending()).toMatchObject({ state: 'changed', messages: ['Il prezzo di Articolo 7 è cambiato'] });
    expect(await pendingEntries(database)).toEqual([]);
  });

  it('goes on from the intent after a cut connection, without checking the cart again or making a second order', async () => {
    await enqueueOrder(state, 'cash', 5, database);
    const cut = { code: 'NETWORK_ERROR', message: 'Failed to fetch', statusCode: 0 };
    const first = server({ [intent.returnApi]: () => Promise.reject(cut) });
    const result = await flushOutbox({ http: first.http, lang: () => 'it', database });
    expect(result.retryAt).not.toBeNull();
    expect(await pending()).toMatchObject({ state: 'waiting' });
    await database.outbox.toCollection().modify({ nextAttemptAt: 0 });
    const second = server();
    await flushOutbox({ http: second.http, lang: () => 'it', database });
    expect(second.calls.map((c) => c.path)).toEqual([intent.returnApi]);
    expect(await pending()).toMatchObject({ state: 'placed' });
  });

  it('a stock refusal of the intent becomes the re-check dialog; another refusal is told as it came', async () => {
    await enqueueOrder(state, 'bankTransfer', 5, database);
    const stock = { code: 'OUT_OF_STOCK', message: '1 pezzo disponibile', statusCode: 409 };
    await flushOutbox({ http: server({ 'orders/intents': () => Promise.reject(stock) }).http, lang: () => 'it', database });
    expect(await pending()).toMatchObject({ state: 'changed', messages: ['1 pezzo disponibile'] });
    await database.pendingOrders.delete('current');
    await enqueueOrder(state, 'bankTransfer', 5, database);
    const closed = { code: 'SHOP_UNAVAILABLE', message: 'Il negozio è chiuso', statusCode: 403 };
    await flushOutbox({ http: server({ 'orders/intents': () => Promise.reject(closed) }).http, lang: () => 'it', database });
    expect(await pending()).toMatchObject({ state: 'refused', error: closed });
  });

  it('CART_CHANGED from the intent: the re-check dialog with what the re-check lists, asked under a key of its own', async () => {
    const entryId = await enqueueOrder(state, 'bankTransfer', 5, database);
    const refused = { code: 'CART_CHANGED', message: 'Alcuni articoli non sono disponibili', statusCode: 409, payload: { short: [{ articleId: 7, available: 1 }] } };
    let checks = 0;
    const listed = { status: { changed: true, messages: ['Articolo 7: 1 pezzo disponibile'] }, checkout: state };
    const { calls, http } = server({
      'orders/intents': () => Promise.reject(refused),
      // The first check found the cart as seen; the one after the refusal finds the stock short.
      'checkout/me/secure': () => Promise.resolve(checks++ === 0 ? { status: { changed: false, messages: [] }, checkout: state } : listed),
    });
    await flushOutbox({ http, lang: () => 'it', database });
    expect(calls.map((c) => c.path)).toEqual(['checkout/me/secure', 'orders/intents', 'checkout/me/secure']);
    expect(calls[2]!.key).toBe(`${entryId}:recheck`);
    expect(await pending()).toMatchObject({ state: 'changed', messages: ['Articolo 7: 1 pezzo disponibile'] });
  });

  it('CART_EMPTY and CHECKOUT_INCOMPLETE are kept as they came, for the page to open the cart or the missing step', async () => {
    await enqueueOrder(state, 'bankTransfer', 5, database);
    const incomplete = { code: 'CHECKOUT_INCOMPLETE', message: 'Completa la spedizione', statusCode: 409, payload: { missing: ['spedizione'], step: 'spedizione' } };
    await flushOutbox({ http: server({ 'orders/intents': () => Promise.reject(incomplete) }).http, lang: () => 'it', database });
    expect(await pending()).toMatchObject({ state: 'refused', error: incomplete });
    await database.pendingOrders.delete('current');
    await enqueueOrder(state, 'bankTransfer', 5, database);
    const empty = { code: 'CART_EMPTY', message: 'Il carrello è vuoto', statusCode: 409 };
    await flushOutbox({ http: server({ 'orders/intents': () => Promise.reject(empty) }).http, lang: () => 'it', database });
    expect(await pending()).toMatchObject({ state: 'refused', error: empty });
  });

  it('waits behind the cart edits made before it, and names a line added offline by its server id', async () => {
    await enqueue({ kind: 'setQuantity', lineKey: lineKeyOf(wheel), quantity: 3 }, database);
    const seen = checkoutWith([{ ...wheel, quantity: 3, prices: { ...wheel.prices, total: wheel.prices.unit * 3 } }]);
    await enqueueOrder(seen, 'bankTransfer', 5, database);
    const { calls, http } = server({ [`checkout/ss/carts/items/${wheel.id}`]: () => Promise.resolve(seen) });
    await flushOutbox({ http, lang: () => 'it', database });
    expect(calls.map((c) => c.path)).toEqual([`checkout/ss/carts/items/${wheel.id}`, 'checkout/me/secure', 'orders/intents', intent.returnApi]);
    expect(calls[1]!.body).toMatchObject({ seen: { lines: [{ id: wheel.id, quantity: 3 }] } });
  });
});
