// The PayPal button's script, loaded in EUR with cards and local methods disabled (decision 133):
// PayPal's with live keys, the shop's stand-in in sandbox mode (decision 139), as GET
// payments/providers says. The provider loads the script after hydration (an effect), so it
// renders on the server as its children alone.
import { PayPalScriptProvider } from '@paypal/react-paypal-js';
import { queryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Lang } from '../../../contract/langs';
import type { PaymentProvidersInfo } from '../../../contract/payment-providers';
import { http } from '../http';
import { paypalScriptOptions } from './paypal-options';

/** GET payments/providers: live or sandbox, and the public keys. */
export const paymentProvidersQuery = () => queryOptions({
  queryKey: ['payments', 'providers'] as const,
  queryFn: ({ signal }) => http.get<PaymentProvidersInfo>('payments/providers', { signal }),
  staleTime: 5 * 60_000,
});

export function PaypalScript({ paypal, lang, children }: { paypal: PaymentProvidersInfo['paypal']; lang: Lang; children: ReactNode }) {
  return <PayPalScriptProvider options={paypalScriptOptions(paypal, lang)}>{children}</PayPalScriptProvider>;
}
