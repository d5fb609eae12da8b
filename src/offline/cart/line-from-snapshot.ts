import type { ArticleAttribute, ArticleVariant } from '../../../contract/catalogue';
import type { CartBundleUnit, CartItem } from '../../../contract/checkout';
import { pricePaid } from '../../../contract/rules/prices';
import { quantityBounds } from '../../../contract/rules/quantity';
import { effectiveStock, isOutOfStock, stockItemOf, type StockSource } from '../../../contract/rules/stock';
import { lineKey, purchaseOf } from './line-key';
import type { ArticleSnapshot, MemberSnapshot } from '../catalogue/types';
import type { AddInput } from './types';

// A cart line built on the client from what the product page loaded, so an add shows (and is
// priced, provisionally) before the server has seen it. The server's line replaces it.

/** The shop's usual VAT rate, for an article whose rate the page did not load. */
export const DEFAULT_VAT_RATE = 22;
const NO_LIMITS = { quantity: { min: { on: false, value: 1 }, max: { on: false, value: 99 } } };

export class LocalRefusal extends Error {
  constructor(readonly code: 'VARIANT_REQUIRED' | 'INVALID_VARIANT', message: string) {
    super(message);
  }
}

function optionsOf(attributes: readonly ArticleAttribute[] | undefined, optionIds: readonly number[]) {
  return optionIds.flatMap((optionId) => {
    const attribute = attributes?.find((a) => a.options.some((o) => o.id === optionId));
    const option = attribute?.options.find((o) => o.id === optionId);
    return attribute && option ? [{ attribute: attribute.name, value: option.value }] : [];
  });
}

function variantOf(variants: readonly ArticleVariant[] | undefined, id: number): ArticleVariant {
  const variant = variants?.find((v) => v.id === id);
  if (!variant) throw new LocalRefusal('INVALID_VARIANT', `no variant ${id}`);
  return variant;
}

function unitsOf(members: readonly MemberSnapshot[], selection: readonly number[]): CartBundleUnit[] {
  let next = 0;
  return members.map((member) => {
    const base = { memberId: member.id, name: member.name, sku: member.sku ?? '', quantity: member.quantityInBundle };
    if (member.grade !== 'container') {
      return { ...base, articleId: member.id, slug: member.slug, grade: member.grade, ...(member.img ? { img: member.img } : {}), options: [], stock: member.stock };
    }
    const variant = variantOf(member.variants, selection[next++] ?? -1);
    return {
      ...base, articleId: variant.id, slug: variant.slug, grade: 'variant' as const, ...(member.img ? { img: member.img } : {}),
      options: optionsOf(member.attributes, variant.options), stock: variant.stock,
    };
  });
}

/** What the line buys, for the shared stock rules: the chosen variant, the article, or a bundle's units. */
function bought(article: ArticleSnapshot, units: CartBundleUnit[], variant: ArticleVariant | null): StockSource {
  if (variant) return { grade: 'variant', available: variant.available, stock: variant.stock };
  const articles = units.map((u) => ({ grade: u.grade, stock: u.stock, quantityInBundle: u.quantity }));
  return { grade: article.grade, available: article.available, stock: article.stock, articles };
}

/** The line an add would create, holding `input.quantity`; throws LocalRefusal for a bad selection. */
export function lineFromSnapshot(input: AddInput): CartItem {
  const { article } = input;
  const { articleId, selection } = purchaseOf(input);
  const containerMembers = (article.articles ?? []).filter((m) => m.grade === 'container').length;
  if (article.grade === 'container' && articleId === article.id) throw new LocalRefusal('VARIANT_REQUIRED', 'choose a variant');
  if (article.grade === 'bundle' && selection.length !== containerMembers) throw new LocalRefusal('VARIANT_REQUIRED', 'choose every variant');
  const variant = articleId === article.id ? null : variantOf(article.variants, articleId);
  const units = article.grade === 'bundle' ? unitsOf(article.articles ?? [], selection) : [];
  const stockItem = stockItemOf(bought(article, units, variant));
  const stock = effectiveStock(stockItem);
  const cart = article.cart ?? NO_LIMITS;
  const bounds = quantityBounds({ stock, cart });
  const prices = variant?.prices ?? article.prices;
  const unit = pricePaid(prices);
  const outOfStock = isOutOfStock(stockItem) || !bounds.purchasable;
  return {
    id: `local:${lineKey(articleId, selection)}`,
    articleId,
    containerId: variant ? (article.grade === 'container' ? article.id : article.container?.id ?? null) : null,
    selection,
    name: article.name,
    sku: article.sku ?? '',
    slug: variant?.slug ?? article.slug,
    ...(article.img ? { img: article.img } : {}),
    ...(article.brand ? { brand: article.brand } : {}),
    quantity: input.quantity,
    prices: { ...prices, unit, total: unit * input.quantity },
    vatRate: article.vatRate ?? DEFAULT_VAT_RATE,
    grade: variant ? 'variant' : article.grade,
    options: variant ? optionsOf(article.attributes, variant.options) : [],
    members: units,
    stock,
    cart,
    bounds: { min: bounds.min, max: bounds.max },
    issue: !(stockItem.available) ? 'unavailable' : outOfStock ? 'outOfStock' : null,
  };
}
