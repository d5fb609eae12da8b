// Which page a path names, and its title and description in one language. undefined: no such page.
import { and, eq } from 'drizzle-orm';
import type { Lang } from '../../contract/i18n-text.js';
import type { Db } from '../db/client.js';
import { articles, brands, departments, promoPages, seoPages } from '../db/schema.js';
import { translate, translateOptional } from './i18n.js';
import { plainSummary } from './plain-summary.js';
import { SHOP_ID } from './shop-id.js';
import { NOINDEX_PAGES, NOT_FOUND_DESCRIPTION, ORDER_COMPLETED_TITLE, PAGE_TITLES, TITLE_SUFFIX } from './site-texts.js';

export interface PageTexts {
  title: string;
  description?: string | undefined;
  index: boolean;
}

/** How many segments each fixed page takes (min, max), e.g. /me, /me/orders, /me/orders/12. */
const FIXED_SHAPES: Record<string, [number, number]> = {
  d: [1, 1], carrello: [1, 1], checkout: [1, 2], me: [1, 3], signin: [1, 1], 'recupero-password': [2, 2], '404': [1, 1],
};

const one = async <T>(rows: Promise<T[]>) => (await rows)[0];
const summary = (text: string | undefined) => (text ? plainSummary(text) : undefined);

async function department(db: Db, slug: string) {
  return one(db.select().from(departments).where(and(eq(departments.shopId, SHOP_ID), eq(departments.slug, slug))).limit(1));
}
async function brand(db: Db, slug: string) {
  return one(db.select().from(brands).where(and(eq(brands.shopId, SHOP_ID), eq(brands.slug, slug))).limit(1));
}

async function listingTexts(db: Db, slugs: string[], lang: Lang): Promise<PageTexts | undefined> {
  const [first, second] = slugs as [string, string | undefined];
  const dep = await department(db, first);
  if (second !== undefined) {
    const br = dep && (await brand(db, second));
    return dep && br ? { title: `${translate(dep.name, lang)} ${br.name}`, index: true } : undefined;
  }
  if (dep) {
    const text = translateOptional(dep.shortDescription, lang) ?? translateOptional(dep.description, lang);
    return { title: translate(dep.name, lang), description: summary(text), index: true };
  }
  const br = await brand(db, first);
  return br ? { title: br.name, description: summary(translateOptional(br.description, lang)), index: true } : undefined;
}

async function articleTexts(db: Db, slug: string, lang: Lang): Promise<PageTexts | undefined> {
  const row = await one(db.select({ name: articles.name, description: articles.description }).from(articles)
    .where(and(eq(articles.shopId, SHOP_ID), eq(articles.slug, slug))).limit(1));
  return row && { title: translate(row.name, lang), description: summary(translateOptional(row.description, lang)), index: true };
}

async function promoTexts(db: Db, slug: string, lang: Lang): Promise<PageTexts | undefined> {
  const row = await one(db.select().from(promoPages)
    .where(and(eq(promoPages.shopId, SHOP_ID), eq(promoPages.slug, slug), eq(promoPages.active, true))).limit(1));
  return row && { title: translate(row.label, lang), description: summary(translateOptional(row.description, lang)), index: true };
}

function fixedTexts(segments: string[], lang: Lang): PageTexts | undefined {
  const [first = ''] = segments;
  if (first === 'checkout' && segments[1] === 'ordine-concluso' && segments.length === 3) {
    return { title: translate(ORDER_COMPLETED_TITLE, lang), index: false };
  }
  const title = PAGE_TITLES[first];
  const [min, max] = FIXED_SHAPES[first] ?? [1, 1];
  if (!title || segments.length < min || segments.length > max) return undefined;
  const description = first === '404' ? translate(NOT_FOUND_DESCRIPTION, lang) : undefined;
  return { title: translate(title, lang), description, index: !NOINDEX_PAGES.has(first) };
}

export async function pageTexts(db: Db, segments: string[], lang: Lang, shopName: string): Promise<PageTexts | undefined> {
  const [first, ...rest] = segments;
  if (first === undefined) return { title: `${shopName} | ${TITLE_SUFFIX}`, index: true };
  if (first === 'p' && rest.length === 1) return articleTexts(db, rest[0]!, lang);
  if (first === 'l' && rest.length === 1) return promoTexts(db, rest[0]!, lang);
  if (first === 'd' && (rest.length === 1 || rest.length === 2)) return listingTexts(db, rest, lang);
  const fixed = fixedTexts(segments, lang);
  if (!fixed) return undefined;
  // Pages such as /cgv take their texts from the server's seo_pages when a row exists.
  const seo = await one(db.select().from(seoPages)
    .where(and(eq(seoPages.shopId, SHOP_ID), eq(seoPages.path, `/${segments.join('/')}`))).limit(1));
  if (!seo) return fixed;
  return { title: translate(seo.title, lang), description: translateOptional(seo.description, lang) ?? fixed.description, index: fixed.index };
}
