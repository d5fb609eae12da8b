import { useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../../contract/error';
import type { CartMutation } from '../../offline/lite';

/** docs/product/cart.md#add-to-cart: the add-to-cart button shows 'Aggiunto al carrello!' for 800 ms. */
export const ADD_FLASH_MS = 800;

export interface AddFeedback {
  /** 'Aggiunto al carrello!' is showing. */
  flashing: boolean;
  /** The refusal to show under the button (the offline layer's or the server's message). */
  error: string | null;
  /** Added locally, the server has not confirmed yet. */
  awaitingServer: boolean;
  /** Starts an add: flash once it is in the local cart, error if refused now or by the server. */
  run: (add: () => CartMutation) => Promise<boolean>;
}

const messageOf = (error: unknown): string =>
  (error as Partial<ApiError> | null)?.message || String(error);

/** The add-to-cart button's states: normal → flash (0.8 s) → normal; errors; waiting for the server. */
export function useAddFeedback(): AddFeedback {
  const [flashing, setFlashing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [awaitingServer, setAwaitingServer] = useState(false);
  const attempt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => {
    attempt.current = -1;
    clearTimeout(timer.current);
  }, []);

  const run = async (add: () => CartMutation): Promise<boolean> => {
    const mine = ++attempt.current;
    const current = () => attempt.current === mine;
    setError(null);
    const mutation = add();
    try {
      await mutation.applied;
    } catch (refusal) {
      if (current()) setError(messageOf(refusal));
      return false;
    }
    if (!current()) return true;
    setFlashing(true);
    setAwaitingServer(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setFlashing(false), ADD_FLASH_MS);
    mutation.confirmed.then(
      () => { if (current()) setAwaitingServer(false); },
      (refusal: unknown) => {
        if (!current()) return;
        setAwaitingServer(false);
        setError(messageOf(refusal));
      },
    );
    return true;
  };

  return { flashing, error, awaitingServer, run };
}
