import { liveQuery } from 'dexie';

/**
 * Watches a read of the local store: `onAnswer` gets each answer, or undefined once if the store
 * cannot be read (IndexedDB unavailable, as in some private windows). Resolves with the stop
 * function after the first call, so what the caller publishes is out before it goes on.
 */
export function followStored<T>(read: () => Promise<T>, onAnswer: (answer: T | undefined) => void): Promise<() => void> {
  return new Promise((started) => {
    let answered = false;
    const answer = (value: T | undefined) => {
      onAnswer(value);
      if (answered) return;
      answered = true;
      started(() => subscription.unsubscribe());
    };
    const subscription = liveQuery(read).subscribe({
      next: answer,
      error: () => {
        if (!answered) answer(undefined);
      },
    });
  });
}
