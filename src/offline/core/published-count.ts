import { useSyncExternalStore } from 'react';

// A count the stored layer publishes for the first paint's components, without Dexie (decision
// 084): null until it has been read (and on the server). The navbar's cart and wish counts.

export function publishedCount() {
  let count: number | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (onChange: () => void) => {
    listeners.add(onChange);
    return () => listeners.delete(onChange);
  };
  return {
    publish(value: number | null): void {
      count = value;
      listeners.forEach((listener) => listener());
    },
    use(): number | null {
      return useSyncExternalStore(subscribe, () => count, () => null);
    },
  };
}
