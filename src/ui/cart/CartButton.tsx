import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ArticleCard } from '../../../contract/catalogue';
import type { ApiError } from '../../../contract/error';
import { quantityBounds } from '../../../contract/rules/quantity';
import { track, useLang, useShop } from '../../lib';
import { cartActions, lineKeyOf, useCart } from '../../offline';
import { cardSnapshot } from './card-snapshot';
import { MinusIcon, PlusIcon } from './icons';
import styles from './CartButton.module.css';

/**
 * The shared cart button of cards (docs/product/cart.md#add-to-cart): 'aggiungi' while the article is
 * not in the cart; then its quantity with − and +. Going below the line's minimum (to 0 for most
 * articles) removes the line.
 */
export function CartButton({ article }: { article: ArticleCard }) {
  const { t } = useLingui();
  const lang = useLang();
  const queryClient = useQueryClient();
  const shopAvailable = useShop().available;
  const { state } = useCart();
  // From the press until the line shows (or the add is refused).
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const key = lineKeyOf({ articleId: article.id, selection: [] });
  // Articles not for minors land in pg18Items: still in the cart.
  const line = [...state.items, ...state.pg18Items].find((item) => lineKeyOf(item) === key);
  const name = article.name;
  if (adding && line) setAdding(false);

  const add = async () => {
    setAdding(true);
    setError(null);
    try {
      const snapshot = await cardSnapshot(article, lang, queryClient);
      const quantity = snapshot.cart ? quantityBounds({ stock: snapshot.stock, cart: snapshot.cart }).min : 1;
      const mutation = cartActions.add({ article: snapshot, quantity, shopAvailable });
      await mutation.applied;
      track('add-to-cart', { model: 'article', evtData: { id: article.id, quantity } });
      mutation.confirmed.catch((refusal: ApiError) => setError(refusal.message));
    } catch (refusal) {
      setAdding(false);
      setError((refusal as ApiError).message ?? String(refusal));
    }
  };

  const change = (quantity: number) => {
    if (!line) return;
    setError(null);
    // Below the line's own minimum the line goes, as it does at 0.
    const next = quantity < line.bounds.min ? 0 : quantity;
    const mutation = cartActions.setQuantity(key, next);
    track(next > 0 ? 'update-in-cart' : 'remove-from-cart', { model: 'article', evtData: { id: article.id, quantity: next } });
    // docs/product/cart.md#errors: quantity and removal failures are only logged (the sync's notices tell the user).
    mutation.confirmed.catch((refusal: unknown) => console.warn('cart quantity not changed', refusal));
  };

  return (
    <div className={styles.wrap} data-testid="card-cart-button">
      {line ? (
        <div className={styles.stepper} role="group" aria-label={t`Quantità di ${name} nel carrello`}>
          <button type="button" className={styles.step} onClick={() => change(line.quantity - 1)} aria-label={t`Diminuisci quantità`}>
            <MinusIcon />
          </button>
          <output className={styles.count} aria-live="polite" data-testid="card-cart-quantity">{line.quantity}</output>
          <button type="button" className={styles.step} onClick={() => change(line.quantity + 1)} disabled={line.quantity >= line.bounds.max} aria-label={t`Aumenta quantità`}>
            <PlusIcon />
          </button>
        </div>
      ) : (
        <button type="button" className={styles.add} onClick={() => void add()} disabled={adding} aria-label={t`Aggiungi ${name} al carrello`}>
          <PlusIcon size={14} />
          {t`aggiungi`}
        </button>
      )}
      {error ? <p className={styles.error} role="alert">{error}</p> : null}
    </div>
  );
}
