import { useLiveQuery } from 'dexie-react-hooks';
import { useSession } from '../../session';
import { db } from '../core/db';
import type { PendingOrder } from './types';

/** The signed-in customer's order waiting for the connection, or its outcome; null when none. */
export function usePendingOrder(): PendingOrder | null {
  const { userId } = useSession();
  const pending = useLiveQuery(() => db().pendingOrders.get('current'));
  return pending && pending.userId === userId ? pending : null;
}
