import { createContext, useContext } from 'react';
import type { Article } from '../../../../contract/catalogue';
import type { BundleMemberChoice } from '../bundle/useBundleState';

// What the cart issue's quantity field and add-to-cart button plug into (docs/product/cart.md#add-to-cart).
// The product page provides it; the route passes the
// cart's controls in through ProductPage's `purchase` render prop.

export interface ProductPurchase {
  /** The article on screen (a variant page shows the variant). */
  article: Article;
  /**
   * The variant to put in the cart: a variant page's own id while its options stay chosen, null
   * on a container (choosing every attribute moves the page to the variant) or while one is open.
   * Simple articles and bundles: their own id.
   */
  variantId: number | null;
  /** Bundles: each member's choice, in member order; [] for other grades. */
  bundleSelections: BundleMemberChoice[];
  /** Bundles: the chosen variants of the members that need one, in member order, once all are chosen; else null. */
  bundleVariantIds: number[] | null;
  /** All attributes chosen and the article in stock (docs/product/cart.md#add-to-cart). */
  addable: boolean;
  /** Some attribute (of the product or a bundle member) is still to choose. */
  choiceMissing: boolean;
  /** Opens the next selector still unchosen (pressing add-to-cart while attributes are missing). */
  openNextSelector: () => void;
}

export const ProductPurchaseContext = createContext<ProductPurchase | null>(null);

/** The product page's purchase state; only inside ProductPage (its `purchase` slot). */
export function useProductPurchase(): ProductPurchase {
  const purchase = useContext(ProductPurchaseContext);
  if (!purchase) throw new Error('useProductPurchase is used outside the product page');
  return purchase;
}
