import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Article } from '../../../../contract/catalogue';
import { track, useShop } from '../../../lib';
import { cartActions, quantityLimitText } from '../../../offline';
import { AddToCartButton, QuantityField } from '../../../ui/cart';
import { addVariantId, orderLimitReached, purchaseRules } from './purchase-rules';
import styles from './ProductCartControls.module.css';

/** What the product page tells the cart (the product feature's ProductPurchase has these fields). */
export interface ProductPurchaseInput {
  article: Article;
  /** The variant to buy: the page's own article once every choice is made, else null. */
  variantId: number | null;
  /** Bundles: the container members' chosen variants in member order, once all are chosen. */
  bundleVariantIds: number[] | null;
  addable: boolean;
  choiceMissing: boolean;
  openNextSelector: () => void;
}

/**
 * The product page's quantity field and add-to-cart button (docs/product/cart.md#add-to-cart). The quantity
 * starts at the article's minimum and starts over when another variant is shown.
 */
export function ProductCartControls({ purchase }: { purchase: ProductPurchaseInput }) {
  const { t } = useLingui();
  const { article } = purchase;
  const rules = purchaseRules(article);
  const shopAvailable = useShop().available;
  const [quantity, setQuantity] = useState(rules.bounds.min);
  const [shownId, setShownId] = useState(article.id);
  if (shownId !== article.id) {
    setShownId(article.id);
    setQuantity(rules.bounds.min);
  }
  const safeQuantity = Math.max(rules.bounds.min, Math.min(quantity, Math.max(rules.bounds.min, rules.bounds.max)));

  const add = () => {
    const variantId = addVariantId(article, purchase.bundleVariantIds);
    return cartActions.add({ article, quantity: safeQuantity, shopAvailable, ...(variantId ? { variantId } : {}) });
  };
  const onAdded = () => {
    const variantId = addVariantId(article, purchase.bundleVariantIds);
    track('add-to-cart', { model: 'article', evtData: { id: article.id, quantity: safeQuantity, ...(variantId ? { variantId } : {}) } });
  };

  return (
    <div className={styles.controls} data-testid="product-cart-controls">
      <QuantityField
        value={safeQuantity}
        bounds={rules.bounds}
        onChange={setQuantity}
        label={t`Quantità`}
        active={rules.quantityActive}
        stepper={rules.stepper}
        limitText={orderLimitReached(rules, safeQuantity) ? quantityLimitText('order', rules.bounds.max) : null}
        inputTestId="quantity-input"
        // Painted before the app is ready: its taps are kept in order with the add's (decision 264).
        keepTaps="quantity"
      />
      <AddToCartButton
        onAdd={add}
        onAdded={onAdded}
        disabled={rules.soldOut}
        choiceMissing={purchase.choiceMissing || (!purchase.addable && !rules.soldOut)}
        onChoiceMissing={purchase.openNextSelector}
      />
    </div>
  );
}
