import { useSyncExternalStore } from 'react';

// The navbar's wish count without Dexie (decision 084): null until the local wishes have been
// read; then what the stored layer's publisher (shell LocalWishCount) sets.

let count: number | null = null;
const listeners = new Set<() => void>();

export function publishWishCount(value: number | null): void {
  count = value;
  listeners.forEach((listener) => listener());
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** The projected wishes' count, or null until they have been read (and on the server). */
export function useWishCount(): number | null {
  return useSyncExternalStore(subscribe, () => count, () => null);
}
