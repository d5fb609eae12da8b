// The cart's shared controls (the product page, the cards, the cart lines use them); their texts
// are in the cart catalog.
export { QuantityField, type QuantityFieldProps } from './QuantityField';
export { AddToCartButton, type AddToCartButtonProps } from './AddToCartButton';
export { ADD_FLASH_MS } from './useAddFeedback';
export { CartButton } from './CartButton';
export { CardCartControl } from './CardCartControl';
export { commitDraft, digitsOf, isNumericText } from './quantity-input';
export { MinusIcon, PlusIcon, TrashIcon } from './icons';
export { DiscountCodeBox, PROMO_SUCCESS_MS } from './DiscountCodeBox';
export { CartTotals, type CartTotalsProps } from './CartTotals';
