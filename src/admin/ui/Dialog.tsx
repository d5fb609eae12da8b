// A modal dialog on the native <dialog> with showModal(): the browser traps focus inside it,
// closes it on Escape and gives focus back to what opened it (decision 195).
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export function Dialog({ open, onClose, title, children }: { open: boolean; onClose: () => void; title: string; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  // Escape closes through the state, before the browser's own close: its close event comes in a
  // later task, and a keyboard user's Enter on the opener (input runs first) would otherwise open
  // an "open" dialog, then be undone by that late event.
  const closeOnEscape = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose} onKeyDown={closeOnEscape}>
      {open && (
        <>
          <h2 id={titleId}>{title}</h2>
          {children}
        </>
      )}
    </dialog>
  );
}
