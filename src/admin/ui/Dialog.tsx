// A modal dialog on the native <dialog> with showModal(): the browser traps focus inside it,
// closes it on Escape and gives focus back to what opened it (decision 195).
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';

export function Dialog({ open, onClose, title, children }: { open: boolean; onClose: () => void; title: string; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  // A close event comes in a task after the close (input runs first): by then a keyboard user's
  // Enter on the opener may have opened the dialog again, which that late event must not undo.
  const closed = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (!event.currentTarget.open) onClose();
  };
  // Escape closes through the state, before the browser's own close: else the state still says
  // open when that Enter comes, and the Enter opens nothing.
  const closeOnEscape = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={closed} onKeyDown={closeOnEscape}>
      {open && (
        <>
          <h2 id={titleId}>{title}</h2>
          {children}
        </>
      )}
    </dialog>
  );
}
