import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]', 'button:not([disabled])', 'input:not([disabled]):not([type="hidden"])', 'select:not([disabled])',
  'textarea:not([disabled])', '[tabindex]:not([tabindex="-1"])', 'summary',
].join(',');

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[inert]') && el.getClientRects().length > 0,
  );
}

/**
 * Drives a native <dialog> from state: `showModal()` when `open` turns true (the browser then
 * makes the rest of the page inert, stacks dialogs, and turns Escape into a close of the top one),
 * `close()` when it turns false. On close, focus goes back to the element that had it at opening.
 * Returns the handlers to spread on the <dialog>: Tab wraps inside it; Escape, a click on the
 * backdrop and the browser's own close call `onDismiss`.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, open: boolean, onDismiss: () => void) {
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open) {
      if (!dialog.open) {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        dialog.showModal();
      }
      return;
    }
    if (dialog.open) dialog.close();
    const previous = opener.current;
    opener.current = null;
    if (previous?.isConnected) previous.focus({ preventScroll: true });
  }, [open, ref]);

  // A dialog still open when its owner unmounts must not keep the page inert.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, [ref]);

  return {
    onClose: (event: { currentTarget: HTMLDialogElement }) => {
      // Ignore the late close event of a dialog that was opened again in the meantime.
      if (!event.currentTarget.open) onDismiss();
    },
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      // The dialog box itself has no padding, so a click whose target is the <dialog> landed on the backdrop.
      if (event.target === event.currentTarget) onDismiss();
    },
    onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => {
      if (event.key === 'Escape') {
        // Closed through the state, before the browser's own close: its close event comes in a
        // later task, after an Enter already pressed on the opener (input runs first), and would
        // undo the opening that Enter asked for.
        event.preventDefault();
        event.stopPropagation();
        onDismiss();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(event.currentTarget);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === event.currentTarget)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    },
  };
}
