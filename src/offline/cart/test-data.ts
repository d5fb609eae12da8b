// Shapes for the offline layer's unit tests (not imported by the app).
import type { Article } from '../../../contract/catalogue';
import type { CartItem, Checkout } from '../../../contract/checkout';
import { emptyCheckout } from '../../../contract/test-checkout';

export function serverItem(over: Partial<CartItem> & { articleId: number }): CartItem {
  const unit = over.prices?.unit ?? 1000;
  const quantity = over.quantity ?? 1;
  return {
    id: `00000000-0000-4000-8000-${String(over.articleId).padStart(12, '0')}`,
    containerId: null, selection: [], name: `Articolo ${over.articleId}`, sku: `SKU${over.articleId}`,
    slug: `articolo-${over.articleId}`, quantity,
    prices: { gross: unit, discount: 0, unit, total: unit * quantity },
    vatRate: 22, grade: 'simple', options: [], members: [],
    stock: { on: true, quantity: 10 },
    cart: { quantity: { min: { on: false, value: 1 }, max: { on: false, value: 99 } } },
    bounds: { min: 1, max: 10 }, issue: null,
    ...over,
  };
}

/** A checkout holding these buyable lines, with the server's sums. */
export function checkoutWith(items: CartItem[]): Checkout {
  const state = emptyCheckout();
  const gross = items.reduce((sum, i) => sum + i.prices.total, 0);
  return {
    ...state,
    items,
    counts: { items: items.length, quantity: items.reduce((sum, i) => sum + i.quantity, 0) },
    cashier: { ...state.cashier, gross, total: items.length === 0 ? 0 : gross + state.cashier.shipping.gross },
  };
}

/** A product page's article: simple, or a container with two size variants. */
export function article(over: Partial<Article> & { id: number }): Article {
  return {
    sku: `SKU${over.id}`, slug: `articolo-${over.id}`, name: `Articolo ${over.id}`, description: '',
    brand: { name: 'Raggio', slug: 'raggio' }, labels: [], categories: [], img: null, imgs: [],
    grade: 'simple', available: true, outOfStock: false, stock: { on: true, quantity: 5 },
    cart: { quantity: { min: { on: false, value: 1 }, max: { on: false, value: 99 } } },
    prices: { gross: 2000, discount: 0 }, vatRate: 22, pg18: false, attributes: [], articlesFamilies: [],
    variants: [], container: null, relateds: [], extendedFields: { on: false, value: [] }, articles: [],
    ...over,
  };
}

export function containerArticle(id: number): Article {
  const variant = (vid: number, option: number, value: string, stock: number) => ({
    id: vid, slug: `maglia-${value.toLowerCase()}`, attributes: [`taglia=${value}`], options: [option],
    stock: { on: true, quantity: stock }, available: true, outOfStock: stock <= 0, prices: { gross: 5000, discounted: 4000, discount: 20 },
  });
  return article({
    id, grade: 'container', name: 'Maglia', stock: { on: true, quantity: 5 },
    prices: { gross: 5000, discounted: 4000, discount: 20 }, vatRate: 22,
    attributes: [{
      id: 1, slug: 'taglia', name: 'Taglia', selected: null, options: [
        { id: 11, value: 'M', variants: [id + 1], variants2: [id + 1] },
        { id: 12, value: 'L', variants: [id + 2], variants2: [] },
      ],
    }],
    variants: [variant(id + 1, 11, 'M', 3), variant(id + 2, 12, 'L', 0)],
  });
}
