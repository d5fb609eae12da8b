import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Checkout } from '../../../contract/checkout';
import { checkoutQuery } from '../../lib';
import { adoptCheckoutAnswer, useCart } from '../../offline';

export interface CheckoutView {
  /** The local checkout: the server's last answer (mirrored for offline) with unsent cart edits on top. */
  checkout: Checkout;
  online: boolean;
  /** Cart edits made offline are not confirmed yet: the totals are the client's estimate. */
  provisional: boolean;
  /**
   * Makes a step's choice: the call's answer (the whole checkout) becomes the local copy — the
   * query at once, so the guard of the next step reads it, and the offline mirror.
   */
  send: (call: () => Promise<Checkout>) => Promise<Checkout>;
}

/**
 * The checkout as every step reads it (decision 134): the local copy /carrello reads too, read
 * again from GET checkout/ss when the page opens online (the guard's read counts when fresh) and
 * when the connection returns.
 */
export function useCheckoutView(): CheckoutView {
  const queryClient = useQueryClient();
  const { state, online, provisional } = useCart();
  useEffect(() => {
    // The bridge adopts the answer into the mirror unless a newer one is there (decision 076).
    if (online) queryClient.fetchQuery(checkoutQuery()).catch(() => undefined);
  }, [online, queryClient]);

  const send = async (call: () => Promise<Checkout>) => {
    const startedAt = Date.now();
    const answer = await call();
    queryClient.setQueryData(checkoutQuery().queryKey, answer);
    await adoptCheckoutAnswer(answer, startedAt);
    return answer;
  };
  return { checkout: state, online, provisional, send };
}
