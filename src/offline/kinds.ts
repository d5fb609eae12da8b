import { cartKind } from './cart/flush-kind';
import type { CartPayload } from './cart/types';
import { flushOutbox as flushKinds, type FlushDeps as KindsFlushDeps, type FlushResult } from './core/flush';
import type { OutboxKind } from './core/kind';
import { startSync as startKindsSync } from './core/sync';
import { ordersKind } from './orders/flush-kind';
import type { OrderPayload } from './orders/types';
import { wishesKind, type WishOwner } from './wishes/flush-kind';
import { withdrawalsKind } from './withdrawals/flush-kind';
import type { WithdrawalPayload } from './withdrawals/types';
import type { WishPayload } from './wishes/types';

// Where the outbox's kinds meet its core (decision 213): core/ flushes whatever kinds it is handed
// and imports none; this file hands it the shop's. The order is the order in which each kind's part
// of a run ends: the cart reads the checkout again (and sends the lines that read clamped) and
// publishes its notices before the wishes are read; entries themselves go oldest first, whatever
// their kind. Pages (start/stored-layer.ts), the service worker (sw/background-sync.ts) and the
// tests flush through here.

/** Every queued payload the shop's kinds make. */
export type OutboxPayload = CartPayload | WishPayload | OrderPayload | WithdrawalPayload;

export interface KindsOptions {
  /** The signed-in user, in a page: a refreshing run reads their wishes too. */
  wishOwner?: () => WishOwner | null;
}

/** The shop's kinds: the cart, the wishes, a waiting order, a waiting withdrawal statement. */
export function outboxKinds(options: KindsOptions = {}): readonly OutboxKind[] {
  return [cartKind, wishesKind(options.wishOwner), ordersKind, withdrawalsKind];
}

/** What a flush needs besides the kinds. */
export type FlushDeps = Omit<KindsFlushDeps, 'kinds'> & KindsOptions;

const withKinds = ({ wishOwner, ...deps }: FlushDeps): KindsFlushDeps => ({ ...deps, kinds: outboxKinds({ wishOwner }) });

/** One flush run of the shop's outbox (the caller holds the outbox lock). */
export function flushOutbox(deps: FlushDeps, options: { refresh?: boolean } = {}): Promise<FlushResult> {
  return flushKinds(withKinds(deps), options);
}

/** Starts the page's sync of the shop's outbox (core/sync.ts); returns the stop function. */
export function startSync(deps: FlushDeps): () => void {
  return startKindsSync(withKinds(deps));
}
