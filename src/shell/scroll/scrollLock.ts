import { getDefaultStore } from 'jotai';
import { anyOverlayOpenAtom } from '../overlays';

type Store = ReturnType<typeof getDefaultStore>;

/**
 * Keeps the page from scrolling while any drawer or the dialog is open. The lock follows one
 * derived atom, so several open drawers hold one lock and the page scrolls again only when the
 * last one closes. Returns the function that stops watching (and unlocks).
 */
export function installScrollLock(store: Store = getDefaultStore(), root: HTMLElement = document.documentElement): () => void {
  const previous = root.style.overflow;
  const apply = (): void => {
    const locked = store.get(anyOverlayOpenAtom);
    root.style.overflow = locked ? 'hidden' : previous;
    if (locked) root.dataset.scrollLocked = '';
    else delete root.dataset.scrollLocked;
  };
  apply();
  const unsubscribe = store.sub(anyOverlayOpenAtom, apply);
  return () => {
    unsubscribe();
    root.style.overflow = previous;
    delete root.dataset.scrollLocked;
  };
}
