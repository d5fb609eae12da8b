import { i18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http';
import { checkoutQuery } from '../../lib/shop-query';
import { currentUserId, subscribeSession } from '../../session';
import { db } from '../core/db';
import type { CheckoutState } from './types';

// The cart changes owner at sign-in, sign-up and sign-out (decision 106): with a token the
// server answers the user's cart (the visitor's lines joined it), after sign-out a new, empty
// visitor cart. That is another cart, not a changed one, so it replaces the mirror and the
// ['checkout'] query at once, without reconciliation notices. Edits still in the outbox stay
// and are sent with the new token.

const CHECKOUT_KEY = checkoutQuery().queryKey;
let client: QueryClient | null = null;

/**
 * Reads GET checkout/ss again and makes it the local checkout state. Resolves with it, or with
 * null when the server could not be reached (the next start or reconnect reads it).
 */
export async function refreshCheckout(): Promise<CheckoutState | null> {
  let state: CheckoutState;
  const startedAt = Date.now();
  try {
    state = await http.get<CheckoutState>('checkout/ss', { query: { lang: i18n.locale || 'it' } });
  } catch {
    return null;
  }
  await db().checkout.put({ key: 'current', state, savedAt: startedAt }).catch(() => undefined);
  client?.setQueryData(CHECKOUT_KEY, state);
  return state;
}

/** Refreshes the checkout whenever the signed-in customer changes; returns the stop function. */
export function followSessionCart(queryClient: QueryClient): () => void {
  client = queryClient;
  let userId = currentUserId();
  const stop = subscribeSession((view) => {
    if (view.userId === userId) return;
    userId = view.userId;
    void refreshCheckout();
  });
  return () => {
    stop();
    client = null;
  };
}
