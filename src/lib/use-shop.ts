import { useSuspenseQuery } from '@tanstack/react-query';
import type { Shop } from '../../contract/shop';
import type { Checkout } from '../../contract/checkout';
import { checkoutQuery, shopQuery } from './shop-query';
import { useLang } from './use-lang';

/** The shop in the page's language. Start-up and every language switch load it before rendering. */
export function useShop(): Shop {
  return useSuspenseQuery(shopQuery(useLang())).data;
}

export type CheckoutState = Checkout;

/** The session's cart/checkout state, loaded at start-up. */
export function useCheckout(): CheckoutState {
  return useSuspenseQuery(checkoutQuery()).data;
}
