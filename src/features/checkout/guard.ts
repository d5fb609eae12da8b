import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { Checkout } from '../../../contract/checkout';
import type { Lang } from '../../../contract/langs';
import { checkoutQuery, localizePath, splitLangPrefix } from '../../lib';
import { isSignedInNow } from '../../session';
import { guardTarget, stepOfPath } from './steps';

/**
 * The checkout on hand for the guard (decision 134): entering the checkout reads GET checkout/ss
 * afresh; moving between steps uses the copy the last answer left (each step's call answers the
 * whole checkout). Offline, or when the read fails, the copy on hand (start-up put the mirrored
 * one there), so the steps still open from what is cached.
 */
async function checkoutOnHand(queryClient: QueryClient, entering: boolean): Promise<Checkout | null> {
  const cached = () => queryClient.getQueryData<Checkout>(checkoutQuery().queryKey) ?? null;
  if (!navigator.onLine) return cached();
  try {
    return await queryClient.fetchQuery({ ...checkoutQuery(), ...(entering ? { staleTime: 0 } : {}) });
  } catch {
    return cached();
  }
}

interface GuardArgs {
  queryClient: QueryClient;
  lang: Lang;
  pathname: string;
  cause: 'preload' | 'enter' | 'stay';
}

/**
 * The checkout's beforeLoad (docs/product/checkout.md#guards): an empty cart goes to /carrello, a
 * visitor to the sign-in step, a customer entering from outside (the cart, a typed address, a
 * reload) to the current step. Browser only: the checkout is never rendered on the server
 * (decision 080). Other pages under /checkout (the order-completed page) are let through.
 */
export async function checkoutGuard({ queryClient, lang, pathname, cause }: GuardArgs): Promise<void> {
  if (typeof window === 'undefined' || cause === 'preload') return;
  const asked = stepOfPath(splitLangPrefix(pathname).rest);
  if (asked === null) return;
  const entering = cause === 'enter';
  const signedIn = isSignedInNow();
  const checkout = signedIn || asked === 'accedi' ? await checkoutOnHand(queryClient, entering) : null;
  let target = guardTarget({ asked, entering, signedIn, checkout });
  // Moving on, the copy on hand can lag behind the answer that just let the customer on (a read
  // that started earlier landing after it): a step-to-step redirect is confirmed by a fresh read.
  if (target !== null && signedIn && !entering && navigator.onLine) {
    target = guardTarget({ asked, entering, signedIn, checkout: await checkoutOnHand(queryClient, true) });
  }
  if (target !== null) throw redirect({ href: localizePath(target, lang), replace: true });
}
