import { queryOptions } from '@tanstack/react-query';
import type { Checkout } from '../../../contract/checkout';
import type { CheckoutAddressesBody, CheckoutPaymentBody, CheckoutShippingBody, ShippingGroup } from '../../../contract/checkout-choices';
import type { Lang } from '../../../contract/langs';
import type { PaymentMethod } from '../../../contract/shop';
import { http } from '../../lib';

// The checkout steps' calls (docs/decisions/123-checkout-and-order-calls.md,
// contract/checkout-choices.ts). Each choice answers the whole checkout, which replaces the local
// copy (use-checkout.ts); the method lists come in the page's language.

const FIVE_MINUTES = 5 * 60_000;

/** GET payments_methods: the shop's actived and available methods with their surcharge. */
export const paymentMethodsQuery = (lang: Lang) => queryOptions({
  queryKey: ['checkout-methods', 'payments', lang] as const,
  queryFn: ({ signal }) => http.get<PaymentMethod[]>('payments_methods', { query: { lang }, signal }),
  staleTime: FIVE_MINUTES,
});

/** GET shippings_methods: the methods for the cart's country, grouped by type. */
export const shippingGroupsQuery = (lang: Lang) => queryOptions({
  queryKey: ['checkout-methods', 'shippings', lang] as const,
  queryFn: ({ signal }) => http.get<ShippingGroup[]>('shippings_methods', { query: { lang }, signal }),
  staleTime: FIVE_MINUTES,
});

export const checkoutCalls = {
  addresses: (body: CheckoutAddressesBody, lang: Lang) => http.post<Checkout>('checkout/me/addresses', body, { query: { lang } }),
  shipping: (body: CheckoutShippingBody, lang: Lang) => http.post<Checkout>('checkout/me/shippings', body, { query: { lang } }),
  payment: (body: CheckoutPaymentBody, lang: Lang) => http.post<Checkout>('checkout/me/payments', body, { query: { lang } }),
};
