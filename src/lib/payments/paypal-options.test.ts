import { describe, expect, it } from 'vitest';
import { paypalScriptOptions } from './paypal-options';

describe('paypalScriptOptions', () => {
  it('loads PayPal in EUR for capture, with cards and local methods disabled and the wallet kept', () => {
    const options = paypalScriptOptions('client-1', 'fr');
    expect(options).toMatchObject({ clientId: 'client-1', currency: 'EUR', intent: 'capture', locale: 'fr_FR' });
    expect(options.disableFunding).toEqual(expect.arrayContaining(['card', 'sepa', 'mybank', 'bancontact', 'ideal', 'sofort', 'giropay']));
    expect(options.disableFunding).not.toContain('paypal');
  });
});
