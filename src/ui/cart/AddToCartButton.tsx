import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useKeptTap } from '../../lib';
import { useOnline, type CartMutation } from '../../offline/lite';
import { useAddFeedback } from './useAddFeedback';
import styles from './AddToCartButton.module.css';

export interface AddToCartButtonProps {
  /** Puts the chosen article in the cart (cartActions.add); called only when the button may add. */
  onAdd: () => CartMutation;
  /** Out of stock or unavailable: the button is disabled. */
  disabled?: boolean;
  /** An attribute is still to choose: the button looks disabled and pressing it calls onChoiceMissing. */
  choiceMissing?: boolean;
  onChoiceMissing?: () => void;
  /** After the add is in the local cart (e.g. the analytics event). */
  onAdded?: () => void;
}

/**
 * The product page's add-to-cart button (docs/product/cart.md#add-to-cart): normal, then 'Aggiunto al carrello!'
 * in success style for 0.8 s, then normal; refusals in an error box under it (docs/product/cart.md#errors). Offline the add
 * still applies to the local cart and a quiet hint says it will be synchronised.
 */
export function AddToCartButton({ onAdd, disabled = false, choiceMissing = false, onChoiceMissing, onAdded }: AddToCartButtonProps) {
  const { t } = useLingui();
  const chooseHintId = useId();
  const online = useOnline();
  const feedback = useAddFeedback();
  const added = t`Aggiunto al carrello!`;

  const press = () => {
    if (disabled || feedback.flashing) return;
    if (choiceMissing) {
      onChoiceMissing?.();
      return;
    }
    void feedback.run(onAdd).then((ok) => { if (ok) onAdded?.(); });
  };
  // A tap made while the page was painted but the button not yet the app's (decision 229).
  const button = useKeptTap<HTMLButtonElement>('add-to-cart');
  const offlineHint = feedback.awaitingServer && !online;

  return (
    <div className={styles.wrap}>
      <button
        ref={button}
        type="button"
        className={`btn btn-accent ${styles.button}`}
        data-state={feedback.flashing ? 'added' : 'normal'}
        data-testid="add-to-cart"
        // Tapped before its handler is attached, it is pressed once it is, after the taps before
        // it (decisions 229, 264); a second tap then is the double tap pressing ignores.
        data-keep-tap="add-to-cart"
        disabled={disabled}
        // Still focusable and pressable: pressing opens the next selector to choose.
        aria-disabled={choiceMissing || undefined}
        aria-describedby={choiceMissing && !disabled ? chooseHintId : undefined}
        onClick={press}
      >
        {feedback.flashing ? added : t`Aggiungi al carrello`}
      </button>
      {choiceMissing && !disabled ? <span id={chooseHintId} className="visually-hidden">{t`Scegli tutte le opzioni prima di aggiungere al carrello`}</span> : null}
      <p className="visually-hidden" role="status">{feedback.flashing ? added : ''}</p>
      {offlineHint ? <p className={styles.hint} data-testid="add-to-cart-offline">{t`Aggiunto — sarà sincronizzato quando tornerai online`}</p> : null}
      {feedback.error ? <p className={styles.error} role="alert" data-testid="add-to-cart-error">{feedback.error}</p> : null}
    </div>
  );
}
