import { useRef, useState } from 'react';
import type { Checkout } from '../../../../contract/checkout';
import type { ApiError } from '../../../../contract/error';
import { isApiError, useLang } from '../../../lib';
import { orderActions, PAID_LATER } from '../../../offline';
import { buyNow, type BuyNowOutcome } from './buy-now';
import { payWithPaypal } from './paypal-redirect';

export type BuyNowState =
  | { kind: 'idle' }
  /** The full-screen 'Solo un'attimo, stiamo elaborando il tuo ordine' layer. */
  | { kind: 'processing' }
  | { kind: 'changed'; messages: string[] }
  | { kind: 'failed'; error: ApiError }
  /** Offline, a method paid later: the order waits for the connection (decision 137). */
  | { kind: 'queued' };

export interface BuyNow {
  state: BuyNowState;
  /** BUY NOW; `skipCheck` from the dialog's 'confirm and buy now'. */
  buy: (options?: { skipCheck?: boolean }) => Promise<void>;
  /** The dialog's 'close and recheck': back to the step with the server's cart. */
  closeDialog: () => void;
}

const asApiError = (error: unknown): ApiError =>
  (isApiError(error) ? error : { code: 'GENERAL_ERROR', message: String(error), statusCode: 0 });

/**
 * Drives BUY NOW for the confirm step. `adopt` makes a checkout the server answered the local
 * copy; `go` leaves for a URL (the provider's page or the completed page).
 */
export function useBuyNow(checkout: Checkout, online: boolean, adopt: (checkout: Checkout) => void, go: (outcome: BuyNowOutcome & { kind: 'redirect' | 'placed' }) => void): BuyNow {
  const lang = useLang();
  const [state, setState] = useState<BuyNowState>({ kind: 'idle' });
  // One key per visit of the step: a double click, or BUY NOW again after a failure, is the same order.
  const key = useRef<string | null>(null);
  const running = useRef(false);

  const buy = async (options: { skipCheck?: boolean } = {}) => {
    if (running.current) return;
    running.current = true;
    try {
      const method = checkout.payment.method;
      if (!online) {
        if (method && PAID_LATER.has(method)) {
          await orderActions.queue(checkout, method);
          setState({ kind: 'queued' });
        } else {
          setState({ kind: 'failed', error: { code: 'NEEDS_NETWORK', message: '', statusCode: 0 } });
        }
        return;
      }
      setState({ kind: 'processing' });
      key.current ??= crypto.randomUUID();
      const input = { checkout, lang, idempotencyKey: key.current, skipCheck: options.skipCheck ?? false };
      const outcome = method === 'paypal' ? await payWithPaypal(input) : await buyNow(input);
      if (outcome.kind === 'changed') {
        adopt(outcome.checkout);
        setState({ kind: 'changed', messages: outcome.messages });
        return;
      }
      go(outcome);
    } catch (error) {
      setState({ kind: 'failed', error: asApiError(error) });
    } finally {
      running.current = false;
    }
  };
  return { state, buy, closeDialog: () => setState({ kind: 'idle' }) };
}
