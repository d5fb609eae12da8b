import type { Table } from 'dexie';
import type { AddToCartBody } from '../../../contract/cart';
import type { CartItem, Checkout } from '../../../contract/checkout';
import type { ApiError } from '../../../contract/error';
import type { ArticleSnapshot } from '../catalogue/types';
import type { OutboxEntry } from '../core/types';

// The cart kind's shapes in IndexedDB and for the UI (decisions 071-079).

export type CheckoutState = Checkout;

export interface AddInput {
  article: ArticleSnapshot;
  /** Containers: the chosen variant id. Bundles: the chosen variant of each container member, in member order. */
  variantId?: number | number[];
  quantity: number;
  /** shop.available as the page knows it; false refuses the add (docs/product/catalogue.md#shop-availability, decision 091). */
  shopAvailable?: boolean;
}

/** A queued cart mutation. `lineKey` names the line on the client (see lineKeyOf). */
export type CartPayload =
  | { kind: 'add'; lineKey: string; body: AddToCartBody; line: CartItem }
  | { kind: 'setQuantity'; lineKey: string; quantity: number }
  | { kind: 'remove'; lineKey: string };

const CART_KINDS: ReadonlySet<string> = new Set<CartPayload['kind']>(['add', 'setQuantity', 'remove']);
export const isCartPayload = (payload: { kind: string }): payload is CartPayload => CART_KINDS.has(payload.kind);

/** The cart's own entries: the outbox holds every kind's (decision 109). */
export const isCartEntry = (entry: OutboxEntry): entry is OutboxEntry<CartPayload> => isCartPayload(entry.payload);

export type CartNoticeKind = 'refused' | 'gone' | 'unavailable' | 'reduced' | 'priceChanged';

/** Something the server changed about a line the user had: shown once, per line. */
export interface CartNotice {
  seq?: number;
  lineKey: string;
  kind: CartNoticeKind;
  /** The line's name as the user knew it. */
  name: string;
  /** reduced: the new quantity. refused (OUT_OF_STOCK): how many exist. */
  quantity?: number;
  /** priceChanged: unit price paid before and now, cents. */
  oldPrice?: number;
  newPrice?: number;
  /** refused: the server's error (its message is already in the request's language). */
  error?: ApiError;
  createdAt: number;
}

export interface CheckoutMirror {
  key: 'current';
  state: CheckoutState;
  /** When the server produced it (ms). */
  savedAt: number;
}

// The tables' rows are the cart's; the schema stays in core/db.ts (decision 213).
declare module '../core/db' {
  interface RaggioDb {
    checkout: Table<CheckoutMirror, string>;
    notices: Table<CartNotice, number>;
  }
}
