// The public pages a search engine should know (docs/product/content.md): home, the shop root, every department,
// category and brand listing, every product and active promo page, and the information pages the
// server renders. Private pages (cart, checkout, account, sign-in) are never listed.
import { and, asc, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { articles, brands, departments, promoPages } from '../../db/schema.js';
import { SHOP_ID } from '../shop-id.js';

export interface SitemapPage {
  /** The route's segments without a language prefix: [] is home, ['p', 'telaio-x'] a product. */
  segments: string[];
  /** When the page's content last changed, as far as the catalogue knows. */
  lastmod: Date;
}

/** Information pages, listed once they are server-rendered (see `isPublic`). */
export const INFORMATION_PAGES = [
  'assistenza', 'chi-siamo', 'cgv', 'informativa-sulla-privacy', 'rivenditore', 'ambassador',
  'metodi-di-spedizione', 'metodi-di-pagamento', 'contatti',
] as const;

/**
 * Every page once, in the order home, listings, promo pages, information pages, products.
 * `isPublic` is the server-rendering rule (server/ssr/public-paths.ts), passed in because the
 * domain does not know how pages are served: an information page still shown as "coming soon"
 * by the client is not worth a crawler's visit.
 */
export async function sitemapPages(db: Db, isPublic: (path: string) => boolean): Promise<SitemapPage[]> {
  const [products, listings, brandRows, promos] = await Promise.all([
    db.select({ slug: articles.slug, updatedAt: articles.updatedAt }).from(articles)
      .where(eq(articles.shopId, SHOP_ID)).orderBy(asc(articles.id)),
    db.select({ slug: departments.slug }).from(departments)
      .where(eq(departments.shopId, SHOP_ID)).orderBy(asc(departments.path)),
    db.select({ slug: brands.slug }).from(brands).where(eq(brands.shopId, SHOP_ID)).orderBy(asc(brands.position), asc(brands.slug)),
    db.select({ slug: promoPages.slug }).from(promoPages)
      .where(and(eq(promoPages.shopId, SHOP_ID), eq(promoPages.active, true))).orderBy(asc(promoPages.position)),
  ]);
  // Listings and home show products: they change when any product does.
  const [{ latest } = { latest: null }] = await db.select({ latest: max(articles.updatedAt) }).from(articles).where(eq(articles.shopId, SHOP_ID));
  const catalogueChanged = latest ?? new Date(0);
  const page = (segments: string[], lastmod = catalogueChanged): SitemapPage => ({ segments, lastmod });
  return [
    page([]),
    page(['d']),
    ...listings.map((d) => page(['d', d.slug])),
    ...brandRows.map((b) => page(['d', b.slug])),
    ...promos.map((p) => page(['l', p.slug])),
    ...INFORMATION_PAGES.filter((name) => isPublic(`/${name}`)).map((name) => page([name])),
    ...products.map((a) => page(['p', a.slug], a.updatedAt)),
  ];
}
