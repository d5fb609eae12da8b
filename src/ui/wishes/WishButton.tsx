import { useLingui } from '@lingui/react/macro';
import { HeartFilledIcon, HeartIcon, HeartRemoveIcon } from './icons';
import styles from './WishButton.module.css';

interface WishButtonProps {
  /** The product's name, so the label says which product (several cards share a page). */
  name: string;
  /** In the user's wish list: a filled heart, swapping to a remove icon on hover and focus. */
  wished: boolean;
  onToggle: () => void;
  /** 'card' sits over a card's image; 'page' beside the add-to-cart button. */
  size?: 'card' | 'page';
}

/** The wish toggle's look (docs/product/cart.md#wish-list): a button with aria-pressed. */
export function WishButton({ name, wished, onToggle, size = 'page' }: WishButtonProps) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className={styles.wish}
      data-size={size}
      data-wished={wished}
      aria-pressed={wished}
      aria-label={wished ? t`Rimuovi ${name} dai preferiti` : t`Aggiungi ${name} ai preferiti`}
      onClick={onToggle}
      data-testid="wish-button"
    >
      {wished ? (
        <>
          <HeartFilledIcon className={styles.rest} />
          <HeartRemoveIcon className={styles.hover} />
        </>
      ) : <HeartIcon />}
    </button>
  );
}
