import { atom, getDefaultStore } from 'jotai';

/** docs/product/content.md#shell: toasts stay 3000 ms. */
export const TOAST_MS = 3000;

export type ToastKind = 'info' | 'success' | 'warning' | 'error';
export interface Toast { id: number; message: string; kind: ToastKind }

export const toastsAtom = atom<Toast[]>([]);

let nextId = 1;
type Store = ReturnType<typeof getDefaultStore>;

/** Shows a message at the bottom left for 3 s; callable outside React. Returns the toast's id. */
export function toast(message: string, kind: ToastKind = 'info', store: Store = getDefaultStore()): number {
  const id = nextId++;
  store.set(toastsAtom, (list) => [...list, { id, message, kind }]);
  setTimeout(() => dismissToast(id, store), TOAST_MS);
  return id;
}

export function dismissToast(id: number, store: Store = getDefaultStore()): void {
  store.set(toastsAtom, (list) => list.filter((item) => item.id !== id));
}
