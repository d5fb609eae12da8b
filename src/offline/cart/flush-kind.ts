import type { ApiError } from '../../../contract/error';
import type { FlushRun, KindRun, OutboxKind, SentEntry, Drained } from '../core/kind';
import type { FrozenRequest } from '../core/types';
import { lineMap } from './projection';
import { CheckoutSettler } from './settle';
import { isCartPayload, type CartPayload, type CheckoutState } from './types';

// How the flusher sends and settles the cart's entries (decisions 072-076, 213). Every answer is
// the whole checkout state: it replaces the mirror, and what changed is told as notices. A refusal
// ends the entry with a notice for its line, and the cart is read again, since a refusal answers
// no state; so is it when a refreshing run brought no state back.

/** The request of a cart entry's first send; null for a change to a line the server no longer has. */
function freezeCart(payload: CartPayload, state: CheckoutState | undefined): FrozenRequest | null {
  if (payload.kind === 'add') return { method: 'POST', path: 'checkout/ss/carts', body: payload.body };
  const item = state ? lineMap(state).get(payload.lineKey) : undefined;
  if (!item) return null;
  const path = `checkout/ss/carts/items/${item.id}`;
  return payload.kind === 'remove' ? { method: 'DELETE', path } : { method: 'PATCH', path, body: { quantity: payload.quantity } };
}

/** The cart's part of one run. The orders kind shares it: its steps answer checkout states too. */
export class CartRun implements KindRun<CartPayload> {
  readonly settler: CheckoutSettler;
  /** The server answered a checkout state in this run (a cart entry's, a placed order's steps). */
  answered = false;
  /** A cart entry was refused: its answer held no state. */
  private refused = false;

  constructor(private readonly run: FlushRun) {
    this.settler = new CheckoutSettler(run.database);
  }

  async deliver(entry: SentEntry<CartPayload>): Promise<void> {
    const state = await this.run.send<CheckoutState>(entry);
    this.answered = true;
    await this.settler.settle(state, entry);
  }

  async refuse(entry: SentEntry<CartPayload>, error: ApiError): Promise<void> {
    this.refused = true;
    await this.settler.settle(null, entry, error);
  }

  readCart(): Promise<CheckoutState> {
    return this.run.http.get<CheckoutState>('checkout/ss', { query: { lang: this.run.lang() }, signal: this.run.signal() });
  }

  async finish(drained: Drained): Promise<Drained> {
    let { sent, retryAt } = drained;
    // A refusal answers no state, and a plain reconnect sends nothing: read the cart, so stock
    // that fell meanwhile shows (and is told) now.
    if (retryAt === null && (this.refused || (this.run.refresh && !this.answered))) {
      try {
        const startedAt = Date.now();
        const state = await this.readCart();
        await this.settler.settle(state, null, undefined, startedAt);
        // Clamped lines were queued: send them too.
        const more = await this.run.drain();
        sent += more.sent;
        retryAt = more.retryAt;
      } catch {
        // Offline again: the next reconnect reads it.
      }
    }
    await this.settler.publish();
    return { sent, retryAt };
  }
}

const runs = new WeakMap<FlushRun, CartRun>();

/** The cart's part of `run`, made by whichever kind asks first. */
export function cartRunOf(run: FlushRun): CartRun {
  let cart = runs.get(run);
  if (!cart) {
    cart = new CartRun(run);
    runs.set(run, cart);
  }
  return cart;
}

export const cartKind: OutboxKind<CartPayload> = {
  name: 'cart',
  owns: isCartPayload,
  freezeReads: ['checkout'],
  async freeze(payload, database) {
    return freezeCart(payload, (await database.checkout.get('current'))?.state);
  },
  start: cartRunOf,
};
