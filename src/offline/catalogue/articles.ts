import type { Article } from '../../../contract/catalogue';
import { db } from '../core/db';
import type { ArticleSnapshot, StoredArticle } from './types';

// Articles the user browsed (decision 076), by id and slug, with when they were loaded: what an
// offline add-to-cart prices a line with, and what a product page may show when neither the
// network nor the service worker's cache has it.

/** What a cart line needs of an article (the full article is one already). */
export function snapshotOf(article: Article | ArticleSnapshot): ArticleSnapshot {
  const { id, slug, name, sku, brand, img, grade, prices, vatRate, available, stock, cart, container, attributes, variants } = article;
  const members = article.articles?.map((m) => ({
    id: m.id, slug: m.slug, name: m.name, sku: m.sku, img: m.img, grade: m.grade, quantityInBundle: m.quantityInBundle,
    stock: m.stock, available: m.available, attributes: m.attributes, variants: m.variants,
  }));
  return {
    id, slug, name, sku, brand, img, grade, prices, vatRate, available, stock, cart, container, attributes, variants,
    ...(members ? { articles: members } : {}),
  };
}

/** Keeps an article loaded from the server (the product page's answer). Never throws. */
export async function rememberArticle(article: Article | ArticleSnapshot, lang: string): Promise<void> {
  try {
    await db().articles.put({ id: article.id, slug: article.slug, lang, article: snapshotOf(article), savedAt: Date.now() });
  } catch (error) {
    console.warn('article not remembered', error);
  }
}

/** A remembered article by id or slug. */
export async function findArticle(idOrSlug: number | string): Promise<StoredArticle | undefined> {
  const table = db().articles;
  if (typeof idOrSlug === 'number' || /^\d+$/.test(idOrSlug)) {
    const byId = await table.get(Number(idOrSlug));
    if (byId) return byId;
  }
  return table.where('slug').equals(String(idOrSlug)).first();
}

