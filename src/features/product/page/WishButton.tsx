import { useLingui } from '@lingui/react/macro';
import { openDrawer } from '../../../shell';
import { HeartFilledIcon, HeartIcon, HeartRemoveIcon } from './icons';
import styles from './WishButton.module.css';

interface WishButtonProps {
  /** In the user's wish list: a filled heart, swapping to a remove icon on hover. */
  wished?: boolean;
  /** The wish list's add/remove (accounts issue); without it the login drawer opens, as for visitors. */
  onToggle?: () => void;
}

/** The wish toggle's look (storefront.md §4 "Wish toggle"). */
export function WishButton({ wished = false, onToggle }: WishButtonProps) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className={styles.wish}
      data-wished={wished}
      aria-pressed={wished}
      aria-label={wished ? t`Rimuovi dalla lista dei desideri` : t`Aggiungi alla lista dei desideri`}
      onClick={onToggle ?? (() => openDrawer('login'))}
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
