import type { ApiError } from '../../../../contract/error';
import type { OrderLastErrorBody } from '../../../../contract/orders';
import { isApiError } from '../../../lib';

// What the PayPal button reports to the order and shows (docs/product/checkout.md#paypal,
// docs/product/checkout.md#pay-step; decision 139): a cancel is PAYPAL_AUTH_CLIENT_ERROR, an error
// PAYPAL_ERROR.

type LastError = OrderLastErrorBody['lastError'];

/** onCancel({orderID}): the buyer closed PayPal's window or cancelled there. */
export function paypalCancelReport(paypalOrderId: string | null | undefined): LastError {
  return {
    code: 'PAYPAL_AUTH_CLIENT_ERROR',
    message: 'The buyer cancelled the authorisation on PayPal',
    ...(paypalOrderId ? { payload: { orderID: paypalOrderId } } : {}),
  };
}

export interface PaypalFailure {
  /** Reported to the order; null when the server recorded it already (a capture it refused). */
  report: LastError | null;
  /** Shown on the payment box: the shop's own message, or null for the step's generic PayPal text. */
  shown: ApiError | null;
}

/**
 * onError(err), or a capture that failed: PayPal's errors are English and technical, so the
 * customer reads the step's own message while the order keeps PayPal's; a refusal of the shop's
 * API is already in the customer's language and is shown as it is.
 */
export function paypalFailure(error: unknown): PaypalFailure {
  if (isApiError(error)) {
    // The capture PayPal refused is recorded by the server with PayPal's issue (decision 133).
    const recorded = error.code === 'PAYPAL_ERROR';
    return {
      report: recorded ? null : { code: 'PAYPAL_ERROR', message: error.message.slice(0, 1000), payload: { code: error.code, statusCode: Number(error.statusCode) } },
      shown: error,
    };
  }
  const err = error instanceof Error ? error : new Error(typeof error === 'string' ? error : JSON.stringify(error) ?? 'PayPal error');
  return {
    report: { code: 'PAYPAL_ERROR', message: (err.message || 'PayPal error').slice(0, 1000), ...(err.stack ? { stack: err.stack.slice(0, 10_000) } : {}) },
    shown: null,
  };
}
