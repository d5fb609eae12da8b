import { useLingui } from '@lingui/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useCheckout, useShop } from '../../lib';
import { db } from '../core/db';
import { sharedLiveQuery } from '../core/shared-live-query';
import { dismissNotice } from './notices';
import { describeNotice } from './notice-text';
import { useOnline } from '../core/online';
import { project } from './projection';
import { readStoredCart } from './stored-cart';
import type { CartNotice, CheckoutState } from './types';

export interface CartView {
  /** The projected cart: the server's last state with pending mutations applied. */
  state: CheckoutState;
  /** True while mutations are pending: lines and totals are the client's estimate. */
  provisional: boolean;
  /** Mutations not confirmed by the server yet. */
  pending: number;
  online: boolean;
  /** When the server produced the state underneath (ms), if it is mirrored. */
  savedAt?: number;
}

/** The mirrored checkout and the outbox, read once for every card and drawer of the page. */
const storedCart = sharedLiveQuery(readStoredCart);

/** The cart as the user should see it; the same in every tab. */
export function useCart(): CartView {
  const fromQuery = useCheckout();
  const { shippings } = useShop();
  const online = useOnline();
  const stored = storedCart.use();
  return useMemo(() => {
    const base = stored?.mirror?.state ?? fromQuery;
    const { state, pending, provisional } = project(base, stored?.outbox ?? [], shippings);
    return { state, pending, provisional, online, ...(stored?.mirror ? { savedAt: stored.mirror.savedAt } : {}) };
  }, [stored, fromQuery, shippings, online]);
}

export interface CartNoticesView {
  /** What the server changed in the cart, newest last; each stays until dismissed. */
  notices: (CartNotice & { seq: number; text: string })[];
  /** False until the stored notices were read once. */
  loaded: boolean;
  dismiss(seq: number): Promise<void>;
}

/** The cart's reconciliation notices (stock fell, unavailable, refused, price changed, gone). */
export function useCartNotices(): CartNoticesView {
  const { i18n } = useLingui();
  const notices = useLiveQuery(() => db().notices.orderBy('seq').toArray(), []);
  const locale = i18n.locale;
  return useMemo(() => ({
    // The texts follow the page's language (locale is why this recomputes).
    notices: (notices ?? []).map((n) => ({ ...n, seq: n.seq!, text: describeNotice(n), locale })),
    loaded: notices !== undefined,
    dismiss: (seq: number) => dismissNotice(seq),
  }), [notices, locale]);
}
