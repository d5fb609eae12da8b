import type { PaymentMethodId } from '../../../contract/shop';
import { currentUserId } from '../../session';
import { localError } from '../cart/notice-text';
import { db } from '../core/db';
import { loadOfflineLayer } from '../start/deferred-start';
import { registerBackgroundSync, requestFlush } from '../core/sync';
import type { CheckoutState } from '../cart/types';
import { enqueueOrder } from './outbox';

// BUY NOW without a connection (decision 137): for a method paid later, the order waits in the
// outbox with its Idempotency-Key and the cart as the customer saw it, and is placed on reconnect.

async function queue(state: CheckoutState, method: PaymentMethodId): Promise<string> {
  const userId = currentUserId();
  if (userId === null) throw localError('AUTH_REQUIRED', 401, 'sign in first');
  const entryId = await enqueueOrder(state, method, userId);
  void registerBackgroundSync();
  void requestFlush();
  return entryId;
}

export const orderActions = {
  /**
   * Keeps the order on the device until the connection returns; a second press while one waits
   * keeps the first. Rejects with NEEDS_NETWORK for card and PayPal, AUTH_REQUIRED for a visitor.
   */
  async queue(state: CheckoutState, method: PaymentMethodId): Promise<string> {
    await loadOfflineLayer();
    return queue(state, method);
  },
  /** Forgets a told outcome (placed, changed, refused); a waiting order stays. */
  async dismiss(): Promise<void> {
    await loadOfflineLayer();
    const database = db();
    await database.transaction('rw', database.pendingOrders, async () => {
      const pending = await database.pendingOrders.get('current');
      if (pending && pending.state !== 'waiting') await database.pendingOrders.delete('current');
    });
  },
};
