// PayPal's button options (checkout-account-pages.md §7 "Payment provider"; decision 133): EUR,
// capture, and every funding source but the PayPal wallet itself disabled: cards and the local
// methods. Kept apart from the component so nothing but the payment step pulls PayPal's code in.
import type { ReactPayPalScriptOptions } from '@paypal/react-paypal-js';
import type { Lang } from '../../../contract/langs';

/** Cards and the local methods PayPal may offer in Italy, France, Spain and Germany. */
export const PAYPAL_DISABLED_FUNDING = [
  'card', 'sepa', 'bancontact', 'blik', 'eps', 'giropay', 'ideal', 'mercadopago', 'mybank', 'p24', 'sofort', 'trustly', 'venmo',
] as const;

const LOCALES: Record<Lang, string> = { it: 'it_IT', en: 'en_GB', fr: 'fr_FR', es: 'es_ES', de: 'de_DE' };

export function paypalScriptOptions(clientId: string, lang: Lang): ReactPayPalScriptOptions {
  return {
    clientId,
    currency: 'EUR',
    intent: 'capture',
    components: 'buttons',
    disableFunding: [...PAYPAL_DISABLED_FUNDING],
    locale: LOCALES[lang],
  };
}
