import { useSyncExternalStore } from 'react';

// The navbar's cart count without Dexie (decision 084): null until the local cart has been read;
// then what the stored layer's publisher (shell LocalCartCount) sets.

let count: number | null = null;
const listeners = new Set<() => void>();

export function publishCartCount(value: number | null): void {
  count = value;
  listeners.forEach((listener) => listener());
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** The projected cart's quantity, or null until the local cart has been read (and on the server). */
export function useCartCount(): number | null {
  return useSyncExternalStore(subscribe, () => count, () => null);
}
