import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { CloseIcon } from '../icons/Icons';
import { dismissToast, toastsAtom } from './toastState';
import styles from './Toasts.module.css';

/**
 * Toasts at the bottom left, for 3 s each. The list is a manual popover so it is drawn above an
 * open drawer or dialog (they live in the browser's top layer too).
 */
export function Toasts() {
  const { t } = useLingui();
  const toasts = useAtomValue(toastsAtom);
  const region = useRef<HTMLDivElement>(null);

  const shown = useRef(0);
  useEffect(() => {
    const el = region.current;
    if (!el || typeof el.showPopover !== 'function') return;
    // Kept open (an empty region takes no room) so the live region is always there to announce;
    // re-opened when a toast arrives so that it moves above a drawer opened since.
    const arrived = toasts.length > shown.current;
    shown.current = toasts.length;
    if (el.matches(':popover-open') && arrived) el.hidePopover();
    if (!el.matches(':popover-open')) el.showPopover();
  }, [toasts]);

  return (
    <div ref={region} popover="manual" className={styles.region} role="status" aria-live="polite" data-toasts>
      {toasts.map((item) => (
        <div key={item.id} className={`${styles.toast} ${styles[item.kind]}`} data-kind={item.kind}>
          <p className={styles.message}>{item.message}</p>
          <button type="button" className={styles.close} aria-label={t`Chiudi notifica`} onClick={() => dismissToast(item.id)}>
            <CloseIcon size={18} />
          </button>
        </div>
      ))}
    </div>
  );
}
