// The API's public GETs answered in-process for the server render (docs/decisions/080-ssr.md):
// the same domain calls and the same catalogue answer cache as the /v1 routes, without HTTP.
// Only what public pages read is here; anything else (the session's checkout, …) is refused,
// since per-visitor parts render on the client only.
import { articleParamsSchema, listingQuerySchema } from '../../contract/catalogue.js';
import type { Lang } from '../../contract/i18n-text.js';
import { promoPageParamsSchema } from '../../contract/promo.js';
import type { ApiReader } from '../../contract/ssr.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { loadArticle } from '../domain/catalogue/article.js';
import { catalogueAnswers } from '../domain/catalogue/catalogue-answers.js';
import { loadHighlighted } from '../domain/catalogue/highlighted.js';
import { loadListing } from '../domain/catalogue/listing.js';
import { loadPromoPage } from '../domain/catalogue/promo-page.js';
import { allowedValues, type ShopLangs } from '../domain/langs.js';
import { metaStatic } from '../domain/meta-static.js';
import { pageMeta } from '../domain/page-meta.js';
import { loadInfoPage } from '../domain/info-pages/info-page.js';
import { knownShopRow, loadShop } from '../domain/shop.js';
import { normaliseQuery } from '../http/cached-answer.js';

/** Rejections look like the HTTP client's ApiError, so pages treat a 404 the same way. */
function apiError(statusCode: number, code: string, message: string): Error {
  return Object.assign(new Error(message), { code, message, statusCode });
}

/** A query object as the API's validator sees it: strings, repeated keys as lists. */
function asUrlQuery(query: Record<string, unknown> = {}): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const list = (Array.isArray(value) ? value : [value]).map(String);
    if (list.length > 0) out[key] = list.length === 1 ? list[0]! : list;
  }
  return out;
}

function pickLang(value: unknown, langs: ShopLangs): Lang {
  return allowedValues(langs).includes(value as Lang) ? (value as Lang) : langs.main;
}

export function domainReader(db: Db, config: Pick<Config, 'publicUrl'>): ApiReader {
  const answers = catalogueAnswers(db);

  /** A catalogue answer through the API's cache (same key as the route), parsed back. */
  async function cached(path: string, query: string, lang: Lang, compute: () => Promise<unknown>, missing: string) {
    const entry = await answers.answer(path, query, lang, compute);
    if (!entry) throw apiError(404, 'NOT_FOUND', missing);
    return JSON.parse(entry.body) as unknown;
  }

  async function read(path: string, rawQuery: Record<string, unknown> | undefined): Promise<unknown> {
    const query = asUrlQuery(rawQuery);
    const { langs } = await answers.state();
    const lang = pickLang(query.lang, langs);
    const parts = path.split('/').map(decodeURIComponent);
    if (path === 'meta/static') {
      const shop = await knownShopRow(db);
      if (!shop) throw apiError(503, 'SHOP_NOT_READY', 'The shop is not set up yet');
      return metaStatic(shop.name, lang, langs);
    }
    if (path === 'shop') {
      const shop = await loadShop(db, lang, langs);
      if (!shop) throw apiError(503, 'SHOP_NOT_READY', 'The shop is not set up yet');
      return shop;
    }
    if (path === 'meta' && typeof query.fullPath === 'string') {
      const shop = await knownShopRow(db);
      const meta = shop && (await pageMeta(db, query.fullPath, langs, shop.name, config.publicUrl));
      if (!meta) throw apiError(404, 'NOT_FOUND', `No page at ${query.fullPath}`);
      return meta;
    }
    if (parts[0] === 'pages' && parts.length === 2) {
      const shop = await knownShopRow(db);
      const page = shop && (await loadInfoPage(db, parts[1]!, lang, shop.name));
      if (!page) throw apiError(404, 'NOT_FOUND', `No information page '${parts[1]}'`);
      return page;
    }
    if (path === 'catalogs/articles/highlighteds') {
      return cached('/catalogs/articles/highlighteds', '', lang, () => loadHighlighted(db, lang), 'No highlighted articles');
    }
    if (parts[0] === 'catalogs' && parts[1] === 'articles' && parts.length === 3) {
      const id = articleParamsSchema.safeParse({ id: parts[2] });
      if (!id.success) throw apiError(404, 'NOT_FOUND', `No article '${parts[2]}'`);
      return cached(`/catalogs/articles/${id.data.id}`, '', lang, () => loadArticle(db, id.data.id, lang), `No article '${id.data.id}'`);
    }
    if (parts[0] === 'catalogs' && parts[1] === 'departments' && parts.length <= 4) {
      const parsed = listingQuerySchema.safeParse(query);
      if (!parsed.success) throw apiError(400, 'VALIDATION', 'Invalid listing query');
      const [slug, brand] = [parts[2], parts[3]];
      return cached(
        `/catalogs/departments/${slug ?? ''}/${brand ?? ''}`, normaliseQuery(parsed.data, ['ids']), lang,
        () => loadListing(db, { query: parsed.data, lang, ...(slug ? { slug } : {}), ...(brand ? { brand } : {}) }),
        `No department, category or brand '${brand ? `${slug}/${brand}` : slug}'`,
      );
    }
    if (parts[0] === 'pages_promos' && parts.length === 2) {
      const slug = promoPageParamsSchema.safeParse({ slug: parts[1] });
      if (!slug.success) throw apiError(404, 'NOT_FOUND', `No promo page '${parts[1]}'`);
      return cached(`/pages_promos/${slug.data.slug}`, '', lang, () => loadPromoPage(db, slug.data.slug, lang), `No promo page '${slug.data.slug}'`);
    }
    throw apiError(501, 'NOT_SERVER_RENDERED', `GET ${path} is not read during server rendering`);
  }

  return { get: <T,>(path: string, options?: { query?: Record<string, unknown> }) => read(path, options?.query) as Promise<T> };
}
