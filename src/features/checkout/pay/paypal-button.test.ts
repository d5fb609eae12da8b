import { describe, expect, it } from 'vitest';
import { paypalCancelReport, paypalFailure } from './paypal-button';

describe('what the PayPal button reports to the order', () => {
  it('a cancel is PAYPAL_AUTH_CLIENT_ERROR with PayPal\'s order id', () => {
    expect(paypalCancelReport('5O190127TN364715T')).toEqual({
      code: 'PAYPAL_AUTH_CLIENT_ERROR', message: 'The buyer cancelled the authorisation on PayPal', payload: { orderID: '5O190127TN364715T' },
    });
    // Closed before PayPal's order existed: no id to keep.
    expect(paypalCancelReport(null)).not.toHaveProperty('payload');
  });

  it("PayPal's own error is reported as PAYPAL_ERROR with its message and stack, and shown with the step's own text", () => {
    const error = new Error('Window closed before response');
    const failure = paypalFailure(error);
    expect(failure.report).toMatchObject({ code: 'PAYPAL_ERROR', message: 'Window closed before response', stack: error.stack });
    expect(failure.shown).toBeNull();
    // Whatever PayPal throws (a string, an object) still makes a report.
    expect(paypalFailure('boom').report).toMatchObject({ code: 'PAYPAL_ERROR', message: 'boom' });
    expect(paypalFailure({ reason: 'x' }).report).toMatchObject({ code: 'PAYPAL_ERROR', message: '{"reason":"x"}' });
  });

  it("a refusal of the shop's API is shown in the customer's language and reported, unless the server recorded it (a refused capture)", () => {
    const expired = { code: 'ORDER_EXPIRED', message: 'Il tuo ordine è scaduto: controlla di nuovo il carrello.', statusCode: 409 };
    expect(paypalFailure(expired)).toEqual({
      report: { code: 'PAYPAL_ERROR', message: expired.message, payload: { code: 'ORDER_EXPIRED', statusCode: 409 } },
      shown: expired,
    });
    const refusedCapture = { code: 'PAYPAL_ERROR', message: 'Il pagamento non è andato a buon fine.', statusCode: 409 };
    expect(paypalFailure(refusedCapture)).toEqual({ report: null, shown: refusedCapture });
  });

  it('a long message is cut to what the order keeps', () => {
    expect(paypalFailure(new Error('x'.repeat(5000))).report!.message).toHaveLength(1000);
  });
});
