import { useCallback, useEffect, useRef, useState } from 'react';

/** docs/product/accounts.md#account-data: 'data updated', 'email updated', 'password updated' show 2 s. */
export const SUCCESS_NOTE_MS = 2000;

/** A success note that shows for 2 s after `show()`; a new success restarts the 2 s. */
export function useFlash(ms = SUCCESS_NOTE_MS): [boolean, () => void] {
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(() => {
    clearTimeout(timer.current);
    setVisible(true);
    timer.current = setTimeout(() => setVisible(false), ms);
  }, [ms]);
  return [visible, show];
}
