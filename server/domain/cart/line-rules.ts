// What the shared rules (contract/rules) say about one cart line: whether it is switched on, its
// effective stock, its quantity bounds and, for a line already in the cart, what keeps it from
// being bought. Decisions 061 (lines and bundles) and 062 (stock and bounds).
import type { CartItemIssue } from '../../../contract/checkout.js';
import { quantityBounds, quantityRefusal, type QuantityBounds } from '../../../contract/rules/quantity.js';
import { effectiveStock, isOutOfStock, stockItemOf, type Stock, type StockSource } from '../../../contract/rules/stock.js';
import type { ArticleSet, CartArticle } from './article-set.js';
import { CartRefusal } from './refusal.js';
import * as texts from './texts.js';

/** What a line buys: an article (simple, variant or bundle) and, for bundles, the chosen variants. */
export interface LineTarget {
  articleId: number;
  selection: readonly number[];
}

/** One bundle member as shipped: the member itself, or the variant chosen for a container member. */
export interface BundleUnit {
  member: CartArticle;
  unit: CartArticle;
  quantity: number;
}

export type UnitsResult = { units: BundleUnit[] } | { problem: 'required' | 'invalid'; expected: number };

/** A bundle's units for a selection: one chosen variant per container member, in member order. */
export function bundleUnits(set: ArticleSet, bundleId: number, selection: readonly number[]): UnitsResult {
  const links = set.members.get(bundleId) ?? [];
  const expected = links.filter((l) => set.articles.get(l.memberId)?.grade === 'container').length;
  if (expected > 0 && selection.length === 0) return { problem: 'required', expected };
  if (selection.length !== expected) return { problem: 'invalid', expected };
  const units: BundleUnit[] = [];
  let next = 0;
  for (const link of links) {
    const member = set.articles.get(link.memberId);
    if (!member) return { problem: 'invalid', expected };
    let unit = member;
    if (member.grade === 'container') {
      const chosen = set.articles.get(selection[next++] ?? -1);
      if (!chosen || chosen.grade !== 'variant' || chosen.containerId !== member.id) return { problem: 'invalid', expected };
      unit = chosen;
    }
    units.push({ member, unit, quantity: link.quantity });
  }
  return { units };
}

export interface LineFacts {
  article: CartArticle;
  /** Variants: their container. */
  container: CartArticle | null;
  /** Bundles: what one bundle holds. */
  units: BundleUnit[];
  /** The article, its container and every unit are switched on, and the selection still fits. */
  switchedOn: boolean;
  outOfStock: boolean;
  stock: Stock;
  bounds: QuantityBounds;
}

const stockOf = (a: CartArticle): Stock => ({ on: a.stockOn, quantity: a.stockQuantity });
const containerOf = (set: ArticleSet, a: CartArticle) => (a.containerId === null ? null : set.articles.get(a.containerId) ?? null);
/** A variant of a switched-off container cannot be bought either. */
const switchedOnWith = (set: ArticleSet, a: CartArticle) => a.available && (containerOf(set, a)?.available ?? true);

/** What the line buys, for the shared stock rules: the article, or a bundle with the units it ships. */
function bought(set: ArticleSet, article: CartArticle, units: BundleUnit[], unitsFit: boolean): StockSource {
  if (article.grade !== 'bundle') return { grade: article.grade, available: switchedOnWith(set, article), stock: stockOf(article) };
  const articles = units.map((u) => ({ grade: u.unit.grade, available: switchedOnWith(set, u.unit), stock: stockOf(u.unit), quantityInBundle: u.quantity }));
  return { grade: 'bundle', available: article.available && unitsFit, stock: stockOf(article), articles };
}

export function lineFacts(set: ArticleSet, article: CartArticle, selection: readonly number[], defaultMax: number): LineFacts {
  const container = containerOf(set, article);
  const result = article.grade === 'bundle' ? bundleUnits(set, article.id, selection) : { units: [] };
  const units = 'units' in result ? result.units : [];
  const item = stockItemOf(bought(set, article, units, 'units' in result));
  const stock = effectiveStock(item);
  const cart = { quantity: { min: { on: article.cartMinOn, value: article.cartMinValue }, max: { on: article.cartMaxOn, value: article.cartMaxValue } } };
  const switchedOn = article.grade !== 'container' && item.available && (item.members ?? []).every((m) => m.available);
  return { article, container, units, switchedOn, outOfStock: isOutOfStock(item), stock, bounds: quantityBounds({ stock, cart }, defaultMax) };
}

/** Why a line holding `quantity` cannot be bought as it is, or null when it can. */
export function lineIssue(facts: LineFacts, quantity: number): CartItemIssue | null {
  if (!facts.switchedOn) return 'unavailable';
  if (facts.outOfStock || !facts.bounds.purchasable) return 'outOfStock';
  if (quantity < facts.bounds.min || quantity > facts.bounds.max) return 'quantity';
  return null;
}

/**
 * Refuses a line quantity the rules do not allow: switched off (409), then the shared
 * quantityRefusal: beyond tracked stock (409 with how many exist), over a per-order maximum or
 * below the minimum (400). `inCart` is what the line holds now. The offline cart refuses alike.
 */
export function checkLineQuantity(facts: LineFacts, quantity: number, inCart: number): void {
  const bundle = facts.article.grade === 'bundle';
  if (!facts.switchedOn) {
    throw new CartRefusal('conflict', 'ARTICLE_UNAVAILABLE', bundle ? texts.BUNDLE_UNAVAILABLE : texts.PRODUCT_UNAVAILABLE);
  }
  const refusal = quantityRefusal(facts.stock, facts.bounds, inCart, quantity);
  if (refusal?.code === 'OUT_OF_STOCK') {
    const { available } = refusal;
    throw new CartRefusal('conflict', 'OUT_OF_STOCK', texts.piecesAvailable(available), { available, inCart });
  }
  if (refusal?.code === 'QUANTITY_OUT_OF_BOUNDS') {
    const { min, max, above } = refusal;
    const message = above ? texts.maxPerOrder(max) : texts.quantityBetween(min, max);
    throw new CartRefusal('invalid', 'QUANTITY_OUT_OF_BOUNDS', message, { min, max, inCart });
  }
}
