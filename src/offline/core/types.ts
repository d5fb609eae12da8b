import type { AddToCartBody } from '../../../contract/cart';
import type {
  Article, ArticleAttribute, ArticleVariant, BundleMember,
} from '../../../contract/catalogue';
import type { CartItem, Checkout } from '../../../contract/checkout';
import type { ApiError } from '../../../contract/error';
import type { OrderPayload } from '../orders/types';
import type { WishPayload } from '../wishes/types';

// The shapes the offline layer keeps in IndexedDB and hands to the UI (decisions 071-079).

export type CheckoutState = Checkout;

/** A bundle member as much as an offline cart line needs of it. */
export type MemberSnapshot = Pick<BundleMember, 'id' | 'slug' | 'name' | 'grade' | 'quantityInBundle' | 'stock' | 'available'>
  & Partial<Pick<BundleMember, 'sku' | 'img' | 'attributes' | 'variants'>>;

/**
 * What a cart line needs to show and price an article offline. A full `Article` (product page)
 * is one; so is a card with `cart` bounds added. Variants are priced from `variants`, their
 * option names read from `attributes`; bundle members from `articles`.
 */
export interface ArticleSnapshot {
  id: number;
  slug: string;
  name: string;
  sku?: string;
  brand?: Article['brand'];
  img?: Article['img'];
  grade: Article['grade'];
  prices: Article['prices'];
  /** 4, 10 or 22; 22 when unknown (the shop's usual rate) until the server answers. */
  vatRate?: number;
  available?: boolean;
  stock: Article['stock'];
  cart?: Article['cart'];
  container?: Article['container'];
  attributes?: readonly ArticleAttribute[];
  variants?: readonly ArticleVariant[];
  articles?: readonly MemberSnapshot[];
}

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

/** Every kind's queued edits share the outbox (decisions 109, 137): the cart's, the wishes', a waiting order. */
export type OutboxPayload = CartPayload | WishPayload | OrderPayload;

const CART_KINDS: ReadonlySet<string> = new Set<CartPayload['kind']>(['add', 'setQuantity', 'remove']);
export const isCartPayload = (payload: OutboxPayload): payload is CartPayload => CART_KINDS.has(payload.kind);

export type OutboxKind = OutboxPayload['kind'];

/** The request as first sent: retries repeat it byte for byte under the same Idempotency-Key. */
export interface FrozenRequest {
  method: 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  /**
   * The language of the first send: the query is part of what the key names on the server
   * (docs/decisions/198-idempotency-query.md), so a retry after a language switch keeps it.
   */
  lang?: string;
}

export interface OutboxEntry {
  /** Auto-increment: the FIFO order. */
  seq?: number;
  /** UUID; sent as the Idempotency-Key. */
  id: string;
  kind: OutboxKind;
  lineKey: string;
  payload: OutboxPayload;
  createdAt: number;
  /** Sends started; 0 means never sent, so the entry may still be folded into a later edit. */
  attempts: number;
  lastError: ApiError | null;
  /** Not before this time (backoff after a failed send). */
  nextAttemptAt: number;
  request?: FrozenRequest;
}

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

export interface StoredArticle {
  id: number;
  slug: string;
  lang: string;
  article: ArticleSnapshot;
  savedAt: number;
}

/** How an outbox entry ended, for tabs and hooks waiting on it (`confirmed`). */
export interface OutboxOutcome {
  id: string;
  ok: boolean;
  error?: ApiError;
  at: number;
}

export interface Lease {
  name: string;
  owner: string;
  until: number;
}

/**
 * What the page tells the service worker, so a background flush speaks the page's language and
 * writes to the signed-in customer's cart and wishes, not to a visitor's (decision 106).
 */
export interface SyncContext {
  key: 'context';
  lang: string;
  shopId: string;
  /** The session's token; absent or null for a visitor. */
  token?: string | null;
}
