import type { Table } from 'dexie';
import type { Wish, WishArticle } from '../../../contract/wishes';

// The wishes kind's shapes in IndexedDB (decision 109).

/** What the list needs to show an article wished offline (a card or the product page has it). */
export type WishSnapshot = Pick<WishArticle, 'id' | 'slug' | 'name' | 'brand' | 'img' | 'prices' | 'stock'>
  & Partial<Pick<WishArticle, 'grade' | 'labels' | 'available' | 'outOfStock'>>;

/** A queued wish edit. `lineKey` is `wish:<articleId>`, apart from the cart's line keys. */
export type WishPayload =
  | { kind: 'wish.add'; lineKey: string; articleId: number; article?: WishSnapshot }
  | { kind: 'wish.remove'; lineKey: string; articleId: number };

/** The signed-in user's wish as the server last answered it, and the populated list if read. */
export interface WishMirror {
  key: 'current';
  userId: number;
  wish: Wish | null;
  /** GET wishes/users/{id}'s articles (latest first), for the list page offline. */
  list: WishArticle[] | null;
  savedAt: number;
}

export const wishLineKey = (articleId: number) => `wish:${articleId}`;

export const isWishPayload = (payload: { kind: string }): payload is WishPayload => payload.kind.startsWith('wish.');

// The table's rows are the wishes'; the schema stays in core/db.ts (decision 213).
declare module '../core/db' {
  interface RaggioDb {
    wishes: Table<WishMirror, string>;
  }
}
