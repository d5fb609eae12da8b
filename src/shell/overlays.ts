import { atom, getDefaultStore } from 'jotai';
import { anyDrawerOpenAtom, closeAllDrawers } from './drawers/drawerAtoms';
import { answerConfirm, confirmAtom } from './dialog/confirmState';

type Store = ReturnType<typeof getDefaultStore>;

/** True while any drawer or the confirm dialog is open: page scroll is locked then. */
export const anyOverlayOpenAtom = atom((get) => get(anyDrawerOpenAtom) || get(confirmAtom) !== null);

/** Closes every drawer and the confirm dialog (which answers false). Called after each navigation. */
export function closeAllOverlays(store: Store = getDefaultStore()): void {
  closeAllDrawers(store);
  answerConfirm(false, store);
}
