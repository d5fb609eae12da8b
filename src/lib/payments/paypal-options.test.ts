import { describe, expect, it } from 'vitest';
import { paypalScriptOptions } from './paypal-options';

describe('paypalScriptOptions', () => {
  it('loads PayPal in EUR for capture, with cards and local methods disabled and the wallet kept', () => {
    const options = paypalScriptOptions({ mode: 'live', clientId: 'client-1', sdkBaseUrl: null }, 'fr');
    expect(options).toMatchObject({ clientId: 'client-1', currency: 'EUR', intent: 'capture', locale: 'fr_FR' });
    expect(options.disableFunding).toEqual(expect.arrayContaining(['card', 'sepa', 'mybank', 'bancontact', 'ideal', 'sofort', 'giropay']));
    expect(options.disableFunding).not.toContain('paypal');
    // Live: PayPal's own script (paypal-js's default address).
    expect(options).not.toHaveProperty('sdkBaseUrl');
  });

  it("in sandbox mode loads the shop's stand-in for PayPal's script, with the same options", () => {
    const options = paypalScriptOptions({ mode: 'sandbox', clientId: 'raggio-sandbox-client', sdkBaseUrl: '/sandbox/paypal/sdk/js' }, 'it');
    expect(options).toMatchObject({ clientId: 'raggio-sandbox-client', currency: 'EUR', locale: 'it_IT', sdkBaseUrl: '/sandbox/paypal/sdk/js' });
  });
});
