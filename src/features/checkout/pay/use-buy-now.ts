import { useRef, useState } from 'react';
import type { Checkout } from '../../../../contract/checkout';
import type { ApiError } from '../../../../contract/error';
import type { OrderIntent } from '../../../../contract/orders';
import { isPaidLater } from '../../../../contract/rules/payment';
import { isApiError, useLang } from '../../../lib';
import { checkoutSeen, orderActions } from '../../../offline';
import { buyNow, refusedOutcome, type BuyNowOutcome } from './buy-now';
import { payCalls } from './pay-calls';
import { paypalCancelReport, paypalFailure } from './paypal-button';

export type BuyNowState =
  | { kind: 'idle' }
  /** The full-screen 'Solo un'attimo, stiamo elaborando il tuo ordine' layer. */
  | { kind: 'processing' }
  | { kind: 'changed'; messages: string[] }
  /** `error` null: PayPal's own failure, told with the step's PayPal message. */
  | { kind: 'failed'; error: ApiError | null }
  /** The buyer cancelled in PayPal's window. */
  | { kind: 'paypalCancelled' }
  /** Offline, a method paid later: the order waits for the connection (decision 137). */
  | { kind: 'queued' };

/** What PayPal's actions.resolve() / reject() answer: onClick goes on or stops. */
interface ClickActions { resolve: () => Promise<void>; reject: () => Promise<void> }

/** The callbacks <PayPalButtons> is given (docs/product/checkout.md#paypal; decision 139). */
export interface PaypalCallbacks {
  /** The click: the cart re-check; a changed cart opens the dialog and stops PayPal. */
  onClick: (data: unknown, actions: ClickActions) => Promise<void>;
  /** The shop's intent (made once) and PayPal's order for it: PayPal's order id. */
  createOrder: () => Promise<string>;
  /** Approved in PayPal's window: the capture places the order, then the completed page. */
  onApprove: (data: { orderID: string }) => Promise<void>;
  onCancel: (data: { orderID?: string | null }) => void;
  onError: (error: unknown) => void;
}

export interface BuyNow {
  state: BuyNowState;
  /** BUY NOW; `skipCheck` from the dialog's 'confirm and buy now'. */
  buy: (options?: { skipCheck?: boolean }) => Promise<void>;
  /** The dialog's 'close and recheck': back to the step with the server's cart. */
  closeDialog: () => void;
  paypal: PaypalCallbacks;
  /**
   * The dialog's 'confirm and buy now' for PayPal: the customer accepted the changes, so the next
   * click of the PayPal button skips the re-check (PayPal's window opens only from a click).
   */
  acceptChanges: () => void;
}

const asApiError = (error: unknown): ApiError =>
  (isApiError(error) ? error : { code: 'GENERAL_ERROR', message: String(error), statusCode: 0 });

const report = (orderId: string, lastError: Parameters<typeof payCalls.lastError>[1]) =>
  payCalls.lastError(orderId, lastError).catch((error: unknown) => console.warn('payment failure not reported', error));

/** An outcome that leaves the confirm step: the provider's page, the completed page, the cart or a step. */
export type LeavingOutcome = BuyNowOutcome & { kind: 'redirect' | 'placed' | 'leave' };

/**
 * Drives BUY NOW and the PayPal button for the confirm step. `adopt` makes a checkout the server
 * answered the local copy; `go` leaves for a URL (the provider's page, the completed page, or
 * the screen a refused placement opens: the cart or the missing step).
 */
export function useBuyNow(checkout: Checkout, online: boolean, adopt: (checkout: Checkout) => void, go: (outcome: LeavingOutcome) => void): BuyNow {
  const lang = useLang();
  const [state, setState] = useState<BuyNowState>({ kind: 'idle' });
  // One key per visit of the step: a double click, or BUY NOW again after a failure, is the same order.
  const key = useRef<string | null>(null);
  const running = useRef(false);
  const skipPaypalCheck = useRef(false);
  const intent = useRef<OrderIntent | null>(null);
  // PayPal's createOrder was refused and its screen is open: PayPal's onError that follows is not told.
  const paypalRefused = useRef(false);

  const buy = async (options: { skipCheck?: boolean } = {}) => {
    if (running.current) return;
    running.current = true;
    try {
      const method = checkout.payment.method;
      if (!online) {
        if (isPaidLater(method)) {
          await orderActions.queue(checkout, method);
          setState({ kind: 'queued' });
        } else {
          setState({ kind: 'failed', error: { code: 'NEEDS_NETWORK', message: '', statusCode: 0 } });
        }
        return;
      }
      setState({ kind: 'processing' });
      key.current ??= crypto.randomUUID();
      const outcome = await buyNow({ checkout, lang, idempotencyKey: key.current, skipCheck: options.skipCheck ?? false });
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

  const paypalFailed = (error: unknown) => {
    if (paypalRefused.current) {
      paypalRefused.current = false;
      return;
    }
    const failure = paypalFailure(error);
    if (failure.report && intent.current) void report(intent.current.id, failure.report);
    setState({ kind: 'failed', error: failure.shown });
  };

  const paypal: PaypalCallbacks = {
    async onClick(_data, actions) {
      if (!online) {
        setState({ kind: 'failed', error: { code: 'NEEDS_NETWORK', message: '', statusCode: 0 } });
        return actions.reject();
      }
      if (skipPaypalCheck.current) {
        skipPaypalCheck.current = false;
        setState({ kind: 'idle' });
        return actions.resolve();
      }
      setState({ kind: 'processing' });
      try {
        const { status, checkout: current } = await payCalls.recheck(checkoutSeen(checkout), lang);
        if (status.changed) {
          adopt(current);
          setState({ kind: 'changed', messages: status.messages });
          return actions.reject();
        }
      } catch (error) {
        setState({ kind: 'failed', error: asApiError(error) });
        return actions.reject();
      }
      setState({ kind: 'idle' });
      return actions.resolve();
    },
    async createOrder() {
      key.current ??= crypto.randomUUID();
      try {
        intent.current = await payCalls.intent(key.current, lang);
      } catch (error) {
        // Refused (decision 127): its screen, as for BUY NOW; PayPal's window closes on the throw.
        const refused = await refusedOutcome(error, checkout, lang).catch(() => null);
        if (refused) {
          paypalRefused.current = true;
          if (refused.kind === 'changed') {
            adopt(refused.checkout);
            setState({ kind: 'changed', messages: refused.messages });
          } else {
            go(refused);
          }
        }
        throw error;
      }
      return (await payCalls.paypalOrder(intent.current.id, lang)).paypalOrderId;
    },
    async onApprove() {
      const approved = intent.current;
      if (!approved) return;
      setState({ kind: 'processing' });
      try {
        await payCalls.paypalCapture(approved.id, lang);
        go({ kind: 'placed', returnUrl: approved.returnUrl });
      } catch (error) {
        paypalFailed(error);
      }
    },
    onCancel({ orderID }) {
      setState({ kind: 'paypalCancelled' });
      if (intent.current) void report(intent.current.id, paypalCancelReport(orderID));
    },
    onError: paypalFailed,
  };

  return {
    state,
    buy,
    closeDialog: () => setState({ kind: 'idle' }),
    paypal,
    acceptChanges: () => { skipPaypalCheck.current = true; setState({ kind: 'idle' }); },
  };
}
