// GET catalogs/articles/{id}: the full article in the request's language. A variant shows its
// container's selector with its own options chosen, and borrows what it lacks (images,
// description, categories, labels, families, relateds) from its container.
import { and, eq } from 'drizzle-orm';
import type { Article, BundleMember } from '../../../contract/catalogue.js';
import type { Lang } from '../../../contract/i18n-text.js';
import type { Db } from '../../db/client.js';
import { articles } from '../../db/schema.js';
import { translate } from '../i18n.js';
import { SHOP_ID } from '../shop-id.js';
import { loadArticleSet, mergeSets, type ArticleRow, type ArticleSet } from './article-rows.js';
import { selectorOf } from './attributes.js';
import { imageOf, labelOf } from './cards.js';
import { loadExtras, type Extras } from './extras.js';
import { pricesFor, stockFacts } from './stock-of.js';

type ArticleBase = Omit<Article, 'articles'>;

/** The article's id for a numeric id or a slug; undefined when there is none. */
export async function resolveArticleId(db: Db, idOrSlug: string): Promise<number | undefined> {
  const bySlug = and(eq(articles.shopId, SHOP_ID), eq(articles.slug, idOrSlug));
  const where = /^[0-9]{1,9}$/.test(idOrSlug) ? and(eq(articles.shopId, SHOP_ID), eq(articles.id, Number(idOrSlug))) : bySlug;
  const [found] = await db.select({ id: articles.id }).from(articles).where(where).limit(1);
  if (found || where === bySlug) return found?.id;
  const [slugged] = await db.select({ id: articles.id }).from(articles).where(bySlug).limit(1);
  return slugged?.id;
}

function buildArticle(set: ArticleSet, extras: Extras, row: ArticleRow, lang: Lang): ArticleBase {
  const container = row.containerId !== null ? set.articles.get(row.containerId) : undefined;
  // What a variant lacks, its container has.
  const inherit = <T>(map: Map<number, T[]>): T[] => {
    const own = map.get(row.id) ?? [];
    return own.length > 0 || !container ? own : (map.get(container.id) ?? []);
  };
  const name = translate(row.name, lang);
  const brandRow = row.brandSlug ? row : container;
  const description = row.description ?? container?.description;
  const selector = row.grade === 'container' ? selectorOf(set, extras, row.id, null, lang)
    : row.grade === 'variant' && container ? selectorOf(set, extras, container.id, row.id, lang)
      : { attributes: [], variants: [] };
  const cart = { min: { on: row.cartMinOn, value: row.cartMinValue }, max: { on: row.cartMaxOn, value: row.cartMaxValue } };
  const imgs = inherit(extras.images).map((img) => imageOf(img, name, lang)!);
  return {
    id: row.id,
    sku: row.sku,
    slug: row.slug,
    name,
    description: description ? translate(description, lang) : '',
    brand: brandRow?.brandSlug && brandRow.brandName ? { name: brandRow.brandName, slug: brandRow.brandSlug } : null,
    labels: inherit(set.labels).map((l) => labelOf(l, lang)),
    categories: inherit(extras.categories).map((d) => ({ id: d.id, slug: d.slug, path: d.path, name: translate(d.name, lang) })),
    img: imgs[0] ?? null,
    imgs,
    grade: row.grade,
    ...stockFacts(set, row),
    cart: { quantity: cart },
    prices: pricesFor(set, row),
    vatRate: row.vatRate,
    pg18: row.pg18,
    attributes: selector.attributes,
    articlesFamilies: inherit(extras.families).map((m) => {
      const memberName = translate(m.name, lang);
      return { id: m.id, slug: m.slug, name: memberName, img: imageOf(m.img, memberName, lang) };
    }),
    variants: selector.variants,
    container: container ? { id: container.id, slug: container.slug } : null,
    relateds: inherit(extras.relateds),
    extendedFields: {
      on: row.extendedFields.on,
      value: row.extendedFields.value.map((f) => ({
        label: translate(f.label, lang), value: translate(f.value, lang), ...(f.img ? { img: f.img } : {}),
      })),
    },
  };
}

/** Full articles (without bundle members) for ids, with every container and variant they need. */
async function loadBases(db: Db, ids: readonly number[], lang: Lang): Promise<Map<number, { base: ArticleBase; set: ArticleSet }>> {
  const set = await loadArticleSet(db, ids);
  const containerIds = [...set.articles.values()].flatMap((a) => (a.containerId !== null && !set.articles.has(a.containerId) ? [a.containerId] : []));
  if (containerIds.length > 0) mergeSets(set, await loadArticleSet(db, containerIds));
  const variantIds = [...set.variants.values()].flat().map((v) => v.id);
  const extras = await loadExtras(db, [...set.articles.keys()], variantIds);
  const out = new Map<number, { base: ArticleBase; set: ArticleSet }>();
  for (const id of ids) {
    const row = set.articles.get(id);
    if (row) out.set(id, { base: buildArticle(set, extras, row, lang), set });
  }
  return out;
}

export async function loadArticle(db: Db, idOrSlug: string, lang: Lang): Promise<Article | undefined> {
  const id = await resolveArticleId(db, idOrSlug);
  if (id === undefined) return undefined;
  const found = (await loadBases(db, [id], lang)).get(id);
  if (!found) return undefined;
  const links = found.set.members.get(id) ?? [];
  let members: BundleMember[] = [];
  if (found.base.grade === 'bundle' && links.length > 0) {
    const bases = await loadBases(db, links.map((l) => l.memberId), lang);
    members = links.flatMap((l) => {
      const member = bases.get(l.memberId);
      return member ? [{ ...member.base, quantityInBundle: l.quantity }] : [];
    });
  }
  return { ...found.base, articles: members };
}
