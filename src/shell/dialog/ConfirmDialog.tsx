import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useRef } from 'react';
import { useModalDialog } from '../modal/useModalDialog';
import { answerConfirm, confirmAtom } from './confirmState';
import dialogStyles from '../../ui/dialog/Dialog.module.css';
import styles from './ConfirmDialog.module.css';

/** The confirm dialog opened by `confirm({...})`: title, subtitle, text, next and undo. */
export function ConfirmDialog() {
  const { t } = useLingui();
  const pending = useAtomValue(confirmAtom);
  const ref = useRef<HTMLDialogElement>(null);
  const handlers = useModalDialog(ref, pending !== null, () => answerConfirm(false));

  return (
    <dialog ref={ref} role="dialog" aria-modal="true" aria-labelledby="confirm-title"
      aria-describedby={pending?.text ? 'confirm-text' : undefined} className={dialogStyles.dialog} {...handlers}>
      {pending ? (
        <div className={dialogStyles.box}>
          <h2 id="confirm-title" className={dialogStyles.title}>{pending.title}</h2>
          {pending.subtitle ? <p className={styles.subtitle}>{pending.subtitle}</p> : null}
          {pending.text ? <p id="confirm-text" className={styles.text}>{pending.text}</p> : null}
          <div className={dialogStyles.actions}>
            <button type="button" className="btn btn-ghost" onClick={() => answerConfirm(false)}>
              {pending.undo ?? t`Annulla`}
            </button>
            <button type="button" className="btn" onClick={() => answerConfirm(true)}>
              {pending.next ?? t`Continua`}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
