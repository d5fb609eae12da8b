import { useEffect, useRef } from 'react';

// When a line is removed its buttons vanish with it: move focus to the line that takes its place
// (the next, else the previous), else to the list's heading, else `elsewhere`, so keyboard and
// screen-reader users are not thrown back to the top of the page.

interface Pending {
  removed: string;
  neighbour: string | null;
}

/** `elsewhere`: where focus goes when the list itself is gone (its last line removed). */
export function useFocusAfterRemoval(keys: readonly string[], elsewhere?: () => HTMLElement | null | undefined) {
  const listRef = useRef<HTMLElement | null>(null);
  const fallbackRef = useRef<HTMLHeadingElement | null>(null);
  const pending = useRef<Pending | null>(null);

  // Runs after every render: the removal shows once the offline layer's state drops the line.
  useEffect(() => {
    const removal = pending.current;
    if (!removal || keys.includes(removal.removed)) return;
    pending.current = null;
    const target = removal.neighbour && keys.includes(removal.neighbour)
      ? listRef.current?.querySelector<HTMLElement>(`[data-line-key="${removal.neighbour}"] [data-line-focus]`)
      : null;
    (target ?? fallbackRef.current ?? elsewhere?.())?.focus();
  });

  /** Call before removing the line `key`. */
  const willRemove = (key: string) => {
    const index = keys.indexOf(key);
    pending.current = { removed: key, neighbour: keys[index + 1] ?? keys[index - 1] ?? null };
  };
  return { listRef, fallbackRef, willRemove };
}
