// The cart feature: the /carrello page, the cart drawer's content (the root route hands it to the
// shell's drawer) and the product page's quantity field and add-to-cart button (the product
// route hands them to ProductPage's `purchase` slot).
export { CartPage } from './page/CartPage';
export { CartDrawerContent } from './drawer/CartDrawerContent';
export { ProductCartControls } from './product/ProductCartControls';
