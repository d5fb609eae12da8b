// The lines of a cart as the checkout answers them: the article data the cart shows, prices,
// the rules' facts (stock, bounds) and what keeps a line from being bought (decision 062).
import { asc, eq } from 'drizzle-orm';
import type { CartBundleUnit, CartItem, CartItemIssue } from '../../../contract/checkout.js';
import type { Lang } from '../../../contract/i18n-text.js';
import { pricePaid, pricesOf } from '../../../contract/rules/prices.js';
import type { Db } from '../../db/client.js';
import { cartItems } from '../../db/schema.js';
import { translate } from '../i18n.js';
import { toImage } from '../images.js';
import { settingsRow } from '../shop-commerce.js';
import { loadArticleSet, type CartArticle } from './article-set.js';
import { loadLineDisplay, type LineDisplay } from './line-display.js';
import { lineFacts, lineIssue, type LineFacts } from './line-rules.js';

export interface CartLine {
  item: CartItem;
  vatRate: number;
  pg18: boolean;
  issue: CartItemIssue | null;
}

type ItemLine = typeof cartItems.$inferSelect;

/** A variant without pictures of its own shows its container's. */
function imageOf(display: LineDisplay, article: CartArticle, fallback: CartArticle | null, alt: string) {
  const key = display.images.get(article.id) ?? (fallback ? display.images.get(fallback.id) : undefined);
  return toImage(display.sizes, key, alt);
}

function unitOf(display: LineDisplay, u: LineFacts['units'][number], lang: Lang): CartBundleUnit {
  const name = translate(u.unit.name, lang);
  const img = imageOf(display, u.unit, u.member, name);
  return {
    memberId: u.member.id, articleId: u.unit.id, name, sku: u.unit.sku, slug: u.unit.slug, grade: u.unit.grade,
    ...(img ? { img } : {}), options: display.options.get(u.unit.id) ?? [], quantity: u.quantity,
    stock: { on: u.unit.stockOn, quantity: u.unit.stockQuantity },
  };
}

function itemOf(line: LineRow, facts: LineFacts, display: LineDisplay, issue: CartItemIssue | null, lang: Lang): CartItem {
  const { article, container } = facts;
  const name = translate(article.name, lang);
  const img = imageOf(display, article, container, name);
  const brandId = article.brandId ?? container?.brandId ?? null;
  const brand = brandId === null ? undefined : display.brands.get(brandId);
  const prices = pricesOf(article.priceGross, article.priceDiscounted);
  const unit = pricePaid(prices);
  return {
    id: line.id, articleId: article.id, containerId: container?.id ?? null, selection: line.bundleSelection ?? [],
    name, sku: article.sku, slug: article.slug, ...(img ? { img } : {}), ...(brand ? { brand } : {}),
    quantity: line.quantity,
    prices: { ...prices, unit, total: unit * line.quantity },
    vatRate: article.vatRate, grade: article.grade,
    options: display.options.get(article.id) ?? [],
    members: facts.units.map((u) => unitOf(display, u, lang)),
    stock: facts.stock,
    cart: { quantity: { min: { on: article.cartMinOn, value: article.cartMinValue }, max: { on: article.cartMaxOn, value: article.cartMaxValue } } },
    bounds: { min: facts.bounds.min, max: facts.bounds.max },
    issue,
  };
}

/** What a line is made of: the cart's rows, or a discount code's free products (cart-promo.ts). */
export type LineRow = Pick<ItemLine, 'id' | 'articleId' | 'bundleSelection' | 'quantity'>;

export async function loadCartLines(db: Db, cartId: string, lang: Lang): Promise<CartLine[]> {
  const lines = await db.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  return linesOf(db, lines, lang);
}

/** The rows as checkout lines, in their order; rows whose article is gone are left out. */
export async function linesOf(db: Db, lines: readonly LineRow[], lang: Lang): Promise<CartLine[]> {
  if (lines.length === 0) return [];
  const set = await loadArticleSet(db, lines.flatMap((l) => [l.articleId, ...(l.bundleSelection ?? [])]));
  const { cartMaxDefault } = await settingsRow(db);
  const shown = lines.flatMap((line) => {
    const article = set.articles.get(line.articleId);
    return article ? [{ line, facts: lineFacts(set, article, line.bundleSelection ?? [], cartMaxDefault) }] : [];
  });
  const display = await loadLineDisplay(db, [...set.articles.values()], lang);
  return shown.map(({ line, facts }) => {
    const issue = lineIssue(facts, line.quantity);
    return { item: itemOf(line, facts, display, issue, lang), vatRate: facts.article.vatRate, pg18: facts.article.pg18, issue };
  });
}
