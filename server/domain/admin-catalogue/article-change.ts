// PATCH admin/articles/{id}: price, discount, stock, on sale and texts of an article or of its
// variants, in one transaction holding the article's row lock (and its variants'), so two staff
// members' changes to one article apply one after the other and each record's "before" is true.
// Only what differs is written and recorded; drizzle's update moves updated_at, and so the
// catalogue version every cached answer, page and the listing index are keyed by
// (docs/decisions/044-catalogue-cache.md, 194-back-office-catalogue.md).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AdminArticlePatch } from '../../../contract/admin-catalogue.js';
import type { Db } from '../../db/client.js';
import { articles } from '../../db/schema.js';
import { SHOP_ID } from '../shop-id.js';
import { recordStaffAction } from '../staff/audit.js';
import { CatalogueAdminRefusal } from './refusal.js';
import { mergedTexts, sameTexts } from './texts-merge.js';
import * as texts from './texts.js';

type Row = typeof articles.$inferSelect;
type Selling = Pick<AdminArticlePatch, 'price' | 'discountedPrice' | 'stock' | 'stockTracked' | 'onSale'>;
type Changes = Partial<Pick<Row, 'priceGross' | 'priceDiscounted' | 'stockQuantity' | 'stockOn' | 'available' | 'name' | 'description'>>;

/** The contract's names of the columns, for the history. */
const FIELD_NAMES = {
  priceGross: 'price', priceDiscounted: 'discountedPrice', stockQuantity: 'stock', stockOn: 'stockTracked',
  available: 'onSale', name: 'names', description: 'descriptions',
} as const;

const invalid = (code: string, text: typeof texts.NOTHING_TO_CHANGE, payload?: Record<string, unknown>) =>
  new CatalogueAdminRefusal('invalid', code, text, payload);

/** Each variant once: two changes to one variant would both be written, the last one winning. */
function refuseRepeatedVariants(variants: readonly { id: number }[]) {
  const seen = new Set<number>();
  for (const { id } of variants) {
    if (seen.has(id)) throw invalid('VARIANT_TWICE', texts.variantTwice(id), { variantId: id });
    seen.add(id);
  }
}

const hasSelling = (s: Selling) =>
  s.price !== undefined || s.discountedPrice !== undefined || s.stock !== undefined || s.stockTracked !== undefined || s.onSale !== undefined;

/** The columns `selling` changes on `row`, refusing a discount not below the price. */
function sellingChanges(row: Row, selling: Selling): Changes {
  const wanted: Changes = {
    ...(selling.price !== undefined ? { priceGross: selling.price } : {}),
    ...(selling.discountedPrice !== undefined ? { priceDiscounted: selling.discountedPrice } : {}),
    ...(selling.stock !== undefined ? { stockQuantity: selling.stock } : {}),
    ...(selling.stockTracked !== undefined ? { stockOn: selling.stockTracked } : {}),
    ...(selling.onSale !== undefined ? { available: selling.onSale } : {}),
  };
  const price = wanted.priceGross ?? row.priceGross;
  const discounted = wanted.priceDiscounted === undefined ? row.priceDiscounted : wanted.priceDiscounted;
  if (discounted !== null && discounted >= price) {
    throw invalid('DISCOUNT_NOT_BELOW_PRICE', texts.DISCOUNT_NOT_BELOW_PRICE, { id: row.id, price, discountedPrice: discounted });
  }
  return wanted;
}

/** Of `wanted`, what differs from `row`, and the row's values before, under the contract's names. */
function differences(row: Row, wanted: Changes) {
  const set: Changes = {};
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(wanted) as [keyof Changes, Changes[keyof Changes]][]) {
    const old = row[column];
    const same = column === 'name' || column === 'description'
      ? sameTexts(old as Row['name'], value as Row['name'])
      : old === value;
    if (same) continue;
    Object.assign(set, { [column]: value });
    before[FIELD_NAMES[column]] = old;
    after[FIELD_NAMES[column]] = value;
  }
  return { set, before, after, changed: Object.keys(set).length > 0 };
}

/** Applies `patch` as `staffId`; false when the shop has no such article (nothing changed). */
export async function changeArticle(db: Db, staffId: number, id: number, patch: AdminArticlePatch): Promise<boolean> {
  const { names, descriptions, variants = [], ...selling } = patch;
  if (!hasSelling(selling) && !names && !descriptions && variants.length === 0) throw invalid('NOTHING_TO_CHANGE', texts.NOTHING_TO_CHANGE);
  if (names?.it !== undefined && names.it.trim() === '') throw invalid('NAME_REQUIRED', texts.ITALIAN_NAME_REQUIRED);
  refuseRepeatedVariants(variants);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(articles).where(and(eq(articles.id, id), eq(articles.shopId, SHOP_ID))).for('update');
    if (!row) return false;
    // A container's own price and stock are not what the shop sells by: its variants' are.
    if (row.grade === 'container' && (selling.price !== undefined || selling.discountedPrice !== undefined || selling.stock !== undefined || selling.stockTracked !== undefined)) {
      throw invalid('CHANGE_THE_VARIANTS', texts.NO_OWN_PRICE);
    }
    const own = differences(row, {
      ...sellingChanges(row, selling),
      ...(names ? { name: mergedTexts(row.name, names) } : {}),
      ...(descriptions ? { description: mergedTexts(row.description, descriptions) } : {}),
    });

    const variantIds = variants.map((v) => v.id);
    const variantRows = variantIds.length === 0 ? [] : await tx.select().from(articles)
      .where(and(inArray(articles.id, variantIds), eq(articles.containerId, id))).orderBy(asc(articles.id)).for('update');
    const byId = new Map(variantRows.map((v) => [v.id, v]));
    const variantChanges = variants.map(({ id: variantId, ...rest }) => {
      const variant = byId.get(variantId);
      if (!variant || row.grade !== 'container') throw invalid('NOT_A_VARIANT', texts.NOT_A_VARIANT_OF_THIS, { variantId });
      return { id: variantId, ...differences(variant, sellingChanges(variant, rest)) };
    }).filter((v) => v.changed);

    if (!own.changed && variantChanges.length === 0) return true;
    if (own.changed) await tx.update(articles).set(own.set).where(eq(articles.id, id));
    for (const v of variantChanges) await tx.update(articles).set(v.set).where(eq(articles.id, v.id));
    const variantsPart = (side: 'before' | 'after') =>
      variantChanges.length === 0 ? {} : { variants: Object.fromEntries(variantChanges.map((v) => [v.id, v[side]])) };
    await recordStaffAction(tx, {
      staffId, action: 'article.update', subjectType: 'article', subjectId: id,
      before: { ...own.before, ...variantsPart('before') }, after: { ...own.after, ...variantsPart('after') },
    });
    return true;
  });
}
