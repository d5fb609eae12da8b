import { useSyncExternalStore } from 'react';

// navigator.onLine and its events: false means surely offline; true only that a network exists.

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const snapshot = () => navigator.onLine;

/** True while the browser has a network connection. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => true);
}
