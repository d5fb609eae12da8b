import type { Table } from 'dexie';
import type { ApiError } from '../../../contract/error';
import type { OrderIntent } from '../../../contract/orders';
import type { PaymentMethodId } from '../../../contract/shop';

// The orders kind's shapes in IndexedDB (decision 137): an order the customer confirmed while
// offline, for a method paid later, waiting in the outbox for the connection.

/** One line as the customer saw it; named by its line key, since a line added offline has no server id yet. */
export interface SeenLine {
  lineKey: string;
  quantity: number;
  /** Unit price paid, cents. */
  unit: number;
}

/** The cart as the customer saw it when they pressed BUY NOW. */
export interface SeenCart {
  lines: SeenLine[];
  total: number;
}

/** The queued order. `intent` is kept once the server made it, so a retry does not check the cart again. */
export interface OrderPayload {
  kind: 'order.place';
  lineKey: typeof ORDER_LINE_KEY;
  method: PaymentMethodId;
  seen: SeenCart;
  intent?: OrderIntent;
}

export const ORDER_LINE_KEY = 'order';

export const isOrderPayload = (payload: { kind: string }): payload is OrderPayload => payload.kind === 'order.place';

/**
 * What the customer is told about their waiting order, kept across reloads: `waiting` in the
 * outbox; `placed` (the number to quote); `changed` (the cart changed meanwhile: the messages of
 * the re-check dialog); `refused` (the server's refusal).
 */
export interface PendingOrder {
  key: 'current';
  /** The outbox entry (its id is the Idempotency-Key). */
  entryId: string;
  userId: number;
  state: 'waiting' | 'placed' | 'changed' | 'refused';
  method: PaymentMethodId;
  total: number;
  createdAt: number;
  order?: { id: string; number: string; total: number };
  messages?: string[];
  error?: ApiError;
}

// The table's rows are the orders'; the schema stays in core/db.ts (decision 213).
declare module '../core/db' {
  interface RaggioDb {
    pendingOrders: Table<PendingOrder, string>;
  }
}
