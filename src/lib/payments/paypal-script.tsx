// The PayPal button's script, loaded in EUR with cards and local methods disabled (decision 133).
// Only with live PayPal keys: in sandbox mode (GET /v1/payments/providers says so) the payment
// step uses the redirect flow to the shop's stand-in approval page, since paypal.com's script
// cannot load. The provider loads the script after hydration (an effect), so it renders on the
// server as its children alone.
import { PayPalScriptProvider } from '@paypal/react-paypal-js';
import type { ReactNode } from 'react';
import type { Lang } from '../../../contract/langs';
import { paypalScriptOptions } from './paypal-options';

export function PaypalScript({ clientId, lang, children }: { clientId: string; lang: Lang; children: ReactNode }) {
  return <PayPalScriptProvider options={paypalScriptOptions(clientId, lang)}>{children}</PayPalScriptProvider>;
}
