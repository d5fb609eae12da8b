// The product page feature (docs/product/catalogue.md#product-page): what routes use, and what the cart
// issue plugs into (the purchase state through ProductPage's `purchase` render prop).
export { ProductPage } from './page/ProductPage';
export { loadProduct } from './page/load-product';
export { type ProductPurchase } from './purchase/product-purchase';
export type { BundleMemberChoice } from './bundle/useBundleState';
