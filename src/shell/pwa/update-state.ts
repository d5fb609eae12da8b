import { atom, getDefaultStore } from 'jotai';

// A waiting service worker (a new version of the shop), announced by src/app/service-worker.ts.
// Kept in an atom, not only an event, because the worker may be found waiting before the shell
// has mounted.

export type ApplyUpdate = () => Promise<void>;

export const updateAtom = atom<ApplyUpdate | null>(null);

export function announceUpdate(apply: ApplyUpdate): void {
  getDefaultStore().set(updateAtom, () => apply);
}

/** /checkout/… and /{lang}/checkout/…: a new version must never be swapped in there. */
export function isCheckoutPath(pathname: string): boolean {
  return /^(\/[a-z]{2})?\/checkout(\/|$)/.test(pathname);
}
