// PayPal's button options (docs/product/checkout.md#paypal; decision 133): EUR,
// capture, and every funding source but the PayPal wallet itself disabled: cards and the local
// methods. In sandbox mode the script is the shop's stand-in for PayPal's JS SDK, from the shop's
// own origin (paypal-js's `sdkBaseUrl`; decision 139). Kept apart from the component so nothing
// but the payment step pulls PayPal's code in.
import type { ReactPayPalScriptOptions } from '@paypal/react-paypal-js';
import type { Lang } from '../../../contract/langs';
import type { PaymentProvidersInfo } from '../../../contract/payment-providers';

/** Cards and the local methods PayPal may offer in Italy, France, Spain and Germany. */
export const PAYPAL_DISABLED_FUNDING = [
  'card', 'sepa', 'bancontact', 'blik', 'eps', 'giropay', 'ideal', 'mercadopago', 'mybank', 'p24', 'sofort', 'trustly', 'venmo',
] as const;

const LOCALES: Record<Lang, string> = { it: 'it_IT', en: 'en_GB', fr: 'fr_FR', es: 'es_ES', de: 'de_DE' };

export function paypalScriptOptions(paypal: PaymentProvidersInfo['paypal'], lang: Lang): ReactPayPalScriptOptions {
  return {
    clientId: paypal.clientId,
    currency: 'EUR',
    intent: 'capture',
    components: 'buttons',
    disableFunding: [...PAYPAL_DISABLED_FUNDING],
    locale: LOCALES[lang],
    ...(paypal.sdkBaseUrl ? { sdkBaseUrl: paypal.sdkBaseUrl } : {}),
  };
}
