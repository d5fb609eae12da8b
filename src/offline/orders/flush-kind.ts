import type { CheckoutSecureAnswer } from '../../../contract/checkout-choices';
import type { ApiError } from '../../../contract/error';
import type { Order, OrderIntent } from '../../../contract/orders';
import { campaignId } from '../../lib/campaign';
import { isApiError, withQuery } from '../../lib/http';
import { isTransient } from '../core/backoff';
import { cartRunOf, type CartRun } from '../cart/flush-kind';
import type { CheckoutState } from '../cart/types';
import type { RaggioDb } from '../core/db';
import type { FlushRun, OutboxKind } from '../core/kind';
import { endEntry } from '../core/queue';
import type { OutboxEntry } from '../core/types';
import { seenBody } from './seen';
import { isOrderPayload, type OrderPayload, type PendingOrder } from './types';

// How the flusher places a waiting order (decisions 137, 213), in the steps of the online BUY NOW:
// the cart re-check against what the customer saw, the order intent, the intent's return call.
// A changed cart places nothing: the customer gets the re-check dialog. The intent is kept in the
// entry once made, so a retry after a cut connection goes on from there; both calls carry the
// entry's id as Idempotency-Key, so however often it is retried the server makes one order.

export interface OrderDelivery {
  database: RaggioDb;
  send<T>(method: 'POST' | 'PATCH', path: string, body: unknown, idempotencyKey: string): Promise<T>;
  /** Mirrors a checkout state the server answered (the re-check's, the emptied cart's). */
  adopt(state: CheckoutState): Promise<void>;
  readCart(): Promise<CheckoutState>;
}

type Settled = Pick<PendingOrder, 'state'> & Partial<Pick<PendingOrder, 'order' | 'messages' | 'error'>>;

/**
 * Codes with which the server says the cart is not what the customer saw (stock, prices): the
 * re-check dialog. CART_EMPTY and CHECKOUT_INCOMPLETE are refusals the page acts on itself (the
 * cart, the missing step: decision 127), so they are kept as they came, payload and all.
 */
const CART_CHANGED = new Set(['CART_CHANGED', 'OUT_OF_STOCK', 'ARTICLE_UNAVAILABLE']);

/**
 * What the re-check dialog lists for a refused intent: CART_CHANGED names lines, not sentences,
 * so the re-check says what changed (under a key of its own: the first check's key would answer
 * its stored, unchanged answer); its own message when the re-check finds nothing or fails.
 */
async function changedMessages(delivery: OrderDelivery, entry: OutboxEntry<OrderPayload>, error: ApiError): Promise<string[]> {
  try {
    const mirror = (await delivery.database.checkout.get('current'))?.state;
    const check = await delivery.send<CheckoutSecureAnswer>(
      'PATCH', 'checkout/me/secure', { seen: seenBody(entry.payload.seen, mirror) }, `${entry.id}:recheck`,
    );
    await delivery.adopt(check.checkout);
    if (check.status.messages.length > 0) return check.status.messages;
  } catch {
    // The refusal's own message says enough.
  }
  return [error.message];
}

async function settleOrder(database: RaggioDb, entry: OutboxEntry, settled: Settled): Promise<void> {
  const { outbox, outcomes, pendingOrders } = database;
  await database.transaction('rw', outbox, outcomes, pendingOrders, async () => {
    const ok = settled.state === 'placed';
    const error = settled.error ?? { code: 'CART_CHANGED', message: (settled.messages ?? []).join('\n'), statusCode: 409 };
    await endEntry(database, entry, ok ? undefined : error);
    const pending = await pendingOrders.get('current');
    if (pending?.entryId === entry.id) await pendingOrders.put({ ...pending, ...settled });
  });
}

/** Places the entry's order, or ends it with what the customer must be told. Throws only to be retried later. */
export async function deliverOrder(delivery: OrderDelivery, entry: OutboxEntry<OrderPayload>): Promise<void> {
  try {
    let intent = entry.payload.intent;
    if (!intent) {
      const mirror = (await delivery.database.checkout.get('current'))?.state;
      const check = await delivery.send<CheckoutSecureAnswer>(
        'PATCH', 'checkout/me/secure', { seen: seenBody(entry.payload.seen, mirror) }, `${entry.id}:check`,
      );
      await delivery.adopt(check.checkout);
      if (check.status.changed) {
        await settleOrder(delivery.database, entry, { state: 'changed', messages: check.status.messages });
        return;
      }
      // Tagged with the campaign the customer came from, if it still runs when the order goes (decision 117).
      intent = await delivery.send<OrderIntent>('POST', withQuery('orders/intents', { cmp: campaignId() }), undefined, entry.id);
      await delivery.database.outbox.update(entry.seq!, { payload: { ...entry.payload, intent } as OrderPayload });
    }
    const order = await delivery.send<Order>('PATCH', intent.returnApi, undefined, `${entry.id}:complete`);
    await settleOrder(delivery.database, entry, {
      state: 'placed', order: { id: order.id, number: order.number, total: order.checkout.cashier.total },
    });
    await delivery.adopt(await delivery.readCart()).catch(() => undefined);
  } catch (caught) {
    const error: ApiError = isApiError(caught) ? caught : { code: 'GENERAL_ERROR', message: String(caught), statusCode: 0 };
    // No answer, or the session is not there yet (the worker before the page gave it the token): later.
    if (isTransient(error) || Number(error.statusCode) === 401) throw error;
    if (CART_CHANGED.has(error.code ?? '')) await settleOrder(delivery.database, entry, { state: 'changed', messages: await changedMessages(delivery, entry, error) });
    else await settleOrder(delivery.database, entry, { state: 'refused', error });
  }
}

/** The order's steps through `run`: `lang` is the entry's first send's, so its keyed steps repeat the same query. */
function orderDelivery(run: FlushRun, cart: CartRun, lang: string): OrderDelivery {
  return {
    database: run.database,
    send: <T>(method: 'POST' | 'PATCH', path: string, body: unknown, idempotencyKey: string) => run.http.request<T>(method, path, {
      ...(body === undefined ? {} : { body }),
      query: { lang },
      headers: { 'Idempotency-Key': idempotencyKey },
      signal: run.signal(),
    }),
    // Into the cart's part of the run: what the steps' answers changed is told with the cart's notices.
    adopt: async (state) => { await cart.settler.settle(state, null, undefined, Date.now()); },
    readCart: () => cart.readCart(),
  };
}

/**
 * The orders kind. Its steps are its own (deliverOrder), which end the entry whatever the answer;
 * what they throw is retried later, so the kind has no refusal of its own. The frozen request
 * names the step that makes the order.
 */
export const ordersKind: OutboxKind<OrderPayload> = {
  name: 'orders',
  owns: isOrderPayload,
  freezeReads: [],
  freeze: async () => ({ method: 'POST', path: 'orders/intents' }),
  start(run) {
    const cart = cartRunOf(run);
    return {
      async deliver(entry) {
        await deliverOrder(orderDelivery(run, cart, entry.request.lang ?? run.lang()), entry);
        // Its steps read the cart: a refreshing run need not read it again.
        cart.answered = true;
      },
    };
  },
};
