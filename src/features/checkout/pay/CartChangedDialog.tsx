import { Trans } from '@lingui/react/macro';
import { useRef } from 'react';
import { useModalDialog } from '../../../shell';
import dialogStyles from '../../../ui/dialog/Dialog.module.css';
import styles from './PayStep.module.css';

/**
 * The re-check dialog (docs/product/checkout.md#pay-step, docs/product/checkout.md#recheck): what changed
 * in the cart since the customer saw it, 'close and recheck' or 'confirm and buy now'.
 */
export function CartChangedDialog({ messages, onRecheck, onConfirm }: {
  messages: string[] | null;
  onRecheck: () => void;
  onConfirm: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const handlers = useModalDialog(ref, messages !== null, onRecheck);
  return (
    <dialog ref={ref} role="dialog" aria-modal="true" aria-labelledby="cart-changed-title" className={dialogStyles.dialog}
      data-testid="cart-changed" {...handlers}>
      {messages ? (
        <div className={dialogStyles.box}>
          <h2 id="cart-changed-title" className={dialogStyles.title}><Trans>Ci sono modifiche nel tuo carrello</Trans></h2>
          <ul className={styles.messages}>
            {messages.map((message) => <li key={message}>{message}</li>)}
          </ul>
          <div className={dialogStyles.actions}>
            <button type="button" className="btn btn-ghost" onClick={onRecheck}><Trans>Chiudi e ricontrolla</Trans></button>
            <button type="button" className="btn" onClick={onConfirm}><Trans>Conferma e acquista ora</Trans></button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
