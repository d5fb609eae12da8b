import { atom, getDefaultStore } from 'jotai';

export interface ConfirmOptions {
  title: string;
  subtitle?: string;
  text?: string;
  /** Label of the button that answers true; a translated 'Continue' when absent. */
  next?: string;
  /** Label of the button that answers false; a translated 'Cancel' when absent. */
  undo?: string;
}

interface PendingConfirm extends ConfirmOptions {
  resolve: (answer: boolean) => void;
}

export const confirmAtom = atom<PendingConfirm | null>(null);

type Store = ReturnType<typeof getDefaultStore>;

/** Opens the confirm dialog; resolves true on 'next', false on 'undo', Escape or any dismissal. */
export function confirm(options: ConfirmOptions, store: Store = getDefaultStore()): Promise<boolean> {
  // A newer question replaces an unanswered one, which counts as declined.
  answerConfirm(false, store);
  return new Promise<boolean>((resolve) => {
    store.set(confirmAtom, { ...options, resolve });
  });
}

export function answerConfirm(answer: boolean, store: Store = getDefaultStore()): void {
  const pending = store.get(confirmAtom);
  if (!pending) return;
  store.set(confirmAtom, null);
  pending.resolve(answer);
}
