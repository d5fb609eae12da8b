import type { Table } from 'dexie';
import type { Article, ArticleAttribute, ArticleVariant, BundleMember } from '../../../contract/catalogue';

// The articles remembered for offline (decision 071), as the cart prices a line with them.

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

export interface StoredArticle {
  id: number;
  slug: string;
  lang: string;
  article: ArticleSnapshot;
  savedAt: number;
}

// The table's rows are the catalogue's; the schema stays in core/db.ts (decision 213).
declare module '../core/db' {
  interface RaggioDb {
    articles: Table<StoredArticle, number>;
  }
}
