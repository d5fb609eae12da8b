import { atom, getDefaultStore } from 'jotai';

/** null when hidden; otherwise the text under the spinner ('' for the default text). */
export const loadingAtom = atom<string | null>(null);

export function showLoading(text?: string): void {
  getDefaultStore().set(loadingAtom, text ?? '');
}

export function hideLoading(): void {
  getDefaultStore().set(loadingAtom, null);
}
