import type { CartItem } from '../../../contract/checkout';
import type { ApiError } from '../../../contract/error';
import { quantityRefusal } from '../../../contract/rules/quantity';
import { db } from '../core/db';
import { loadOfflineLayer } from '../start/deferred-start';
import { lineKeyOf, lineKeyOfAdd } from './line-key';
import { lineFromSnapshot, LocalRefusal } from './line-from-snapshot';
import { chooseVariantText, localError, quantityError, shopUnavailableText, unavailableText } from './notice-text';
import { enqueue } from './outbox';
import { waitForOutcome } from './outcome';
import { projectedLines } from './projection';
import { registerBackgroundSync, requestFlush } from '../core/sync';
import type { AddInput, CartPayload, CheckoutState } from './types';

// The cart's mutations as the UI calls them (decision 072). Each applies to the local cart at
// once and is queued; `confirmed` follows the server.

export interface CartMutation {
  /** Resolves once the change is in the local cart (every tab shows it); rejects if refused locally. */
  applied: Promise<void>;
  /**
   * Resolves with the server's checkout state once the server accepted the change; rejects with
   * its ApiError when refused (OUT_OF_STOCK: message 'N pezzi disponibili', payload {available};
   * QUANTITY_OUT_OF_BOUNDS: payload {min, max}, 'Massimo N per ordine' when over the maximum);
   * stays pending while offline.
   */
  confirmed: Promise<CheckoutState>;
}

/** Both promises are marked handled, so a caller that ignores one never logs an unhandled rejection. */
function mutation(apply: () => Promise<string | null>): CartMutation {
  // After the stored layer has started (decision 084): the mirror then holds the start-up
  // checkout the edit applies to, and the outbox sync is running.
  const applied = loadOfflineLayer().then(apply);
  const done = applied.then(() => undefined);
  const confirmed = applied.then((entryId) => waitForOutcome(entryId));
  done.catch(() => undefined);
  confirmed.catch(() => undefined);
  return { applied: done, confirmed };
}

async function queue(payload: CartPayload): Promise<string | null> {
  const { entryId } = await enqueue(payload);
  if (entryId !== null) {
    void registerBackgroundSync();
    void requestFlush();
  }
  return entryId;
}

async function currentLines(): Promise<Map<string, CartItem>> {
  const database = db();
  return database.transaction('r', database.checkout, database.outbox, async () =>
    projectedLines((await database.checkout.get('current'))?.state, await database.outbox.orderBy('seq').toArray()));
}

/** The shop's own rules, checked with what the client knows (the product page's stock and limits). */
function refusalOf(line: CartItem, inCart: number, adding: number): ApiError | null {
  const bundle = line.grade === 'bundle';
  if (line.issue === 'unavailable') return localError('ARTICLE_UNAVAILABLE', 409, unavailableText(bundle));
  const refusal = quantityRefusal(line.stock, line.bounds, inCart, inCart + adding);
  return refusal ? quantityError(refusal, inCart) : null;
}

async function applyAdd(input: AddInput): Promise<string | null> {
  // As the API refuses it (decision 091): nothing is queued while the shop cannot sell.
  if (input.shopAvailable === false) throw localError('SHOP_UNAVAILABLE', 409, shopUnavailableText());
  let line: CartItem;
  try {
    line = lineFromSnapshot(input);
  } catch (error) {
    if (error instanceof LocalRefusal) throw localError(error.code, 400, chooseVariantText());
    throw error;
  }
  const key = lineKeyOfAdd(input);
  const quantity = Math.trunc(input.quantity);
  // A programming error, not a shopper's: the quantity field never goes below 1.
  if (!(quantity >= 1)) throw localError('VALIDATION_ERROR', 400, 'quantity must be a whole number from 1');
  const inCart = (await currentLines()).get(key)?.quantity ?? 0;
  const refusal = refusalOf(line, inCart, quantity);
  if (refusal) throw refusal;
  const body = {
    id: input.article.id,
    ...(input.variantId === undefined ? {} : { variantId: input.variantId }),
    quantity,
  };
  return queue({ kind: 'add', lineKey: key, body, line });
}

export const cartActions = {
  /** Adds `quantity` of an article (and variant or bundle selection) to the cart. */
  add(input: AddInput): CartMutation {
    return mutation(() => applyAdd(input));
  },
  /** Sets a line's quantity; 0 or less removes the line. */
  setQuantity(lineKey: string, quantity: number): CartMutation {
    const whole = Math.trunc(quantity);
    return mutation(() => queue(whole > 0 ? { kind: 'setQuantity', lineKey, quantity: whole } : { kind: 'remove', lineKey }));
  },
  /** Removes a line. */
  remove(lineKey: string): CartMutation {
    return mutation(() => queue({ kind: 'remove', lineKey }));
  },
};

export { lineKeyOf };
