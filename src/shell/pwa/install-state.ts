import { atom, getDefaultStore } from 'jotai';

// Chromium's install offer (beforeinstallprompt). Captured from the moment this module loads
// (with the shell), since the browser may fire it before React has mounted anything.

export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const installPromptAtom = atom<InstallPromptEvent | null>(null);

if (typeof window !== 'undefined') {
  const store = getDefaultStore();
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our own button offers it, at a moment the user chooses.
    event.preventDefault();
    store.set(installPromptAtom, event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => store.set(installPromptAtom, null));
}

/** Shows the browser's install dialog; the offer is spent either way. */
export async function promptInstall(): Promise<boolean> {
  const store = getDefaultStore();
  const event = store.get(installPromptAtom);
  if (!event) return false;
  store.set(installPromptAtom, null);
  await event.prompt();
  return (await event.userChoice).outcome === 'accepted';
}
