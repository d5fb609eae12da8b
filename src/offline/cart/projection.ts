import type { CartItem, CartItemIssue } from '../../../contract/checkout';
import type { ShippingMethod } from '../../../contract/shop';
import { provisionalCashier } from './cashier';
import { lineKeyOf } from './line-key';
import type { OutboxEntry } from '../core/types';
import { isCartPayload, type CartPayload, type CheckoutState } from './types';

// The cart the user sees: the last server checkout state with the pending outbox mutations
// applied on top, in order (decision 073). Pure: the hooks and the flusher both call it.

type Bucket = 'items' | 'bundleItems' | 'pg18Items' | 'unavailableItems';
interface Line { key: string; item: CartItem; bucket: Bucket }

const BUCKETS: Bucket[] = ['items', 'bundleItems', 'pg18Items', 'unavailableItems'];
const BLOCKING: readonly (CartItemIssue | null)[] = ['unavailable', 'outOfStock'];

export function linesOf(state: CheckoutState): Line[] {
  return BUCKETS.flatMap((bucket) => state[bucket].map((item) => ({ key: lineKeyOf(item), item, bucket })));
}

/** Every line of a state by its key, whatever list it sits in. */
export function lineMap(state: CheckoutState): Map<string, CartItem> {
  return new Map(linesOf(state).map((l) => [l.key, l.item]));
}

function withQuantity(line: Line, quantity: number): Line {
  const { item } = line;
  const issue: CartItemIssue | null = BLOCKING.includes(item.issue)
    ? item.issue
    : quantity < item.bounds.min || quantity > item.bounds.max ? 'quantity' : null;
  const buyableBucket: Bucket = line.bucket === 'unavailableItems' ? (item.grade === 'bundle' ? 'bundleItems' : 'items') : line.bucket;
  return {
    key: line.key,
    bucket: issue === null ? buyableBucket : 'unavailableItems',
    item: { ...item, quantity, issue, prices: { ...item.prices, total: item.prices.unit * quantity } },
  };
}

export function applyPayload(lines: Line[], payload: CartPayload): Line[] {
  const at = lines.findIndex((l) => l.key === payload.lineKey);
  const line = lines[at];
  switch (payload.kind) {
    case 'add': {
      if (line) return lines.map((l, i) => (i === at ? withQuantity(l, l.item.quantity + payload.body.quantity) : l));
      const fresh: Line = { key: payload.lineKey, item: payload.line, bucket: payload.line.grade === 'bundle' ? 'bundleItems' : 'items' };
      return [...lines, withQuantity(fresh, payload.body.quantity)];
    }
    case 'setQuantity':
      if (!line) return lines;
      return lines.map((l, i) => (i === at ? withQuantity(l, payload.quantity) : l));
    case 'remove':
      return lines.filter((l) => l.key !== payload.lineKey);
  }
}

/** The cart's own entries: other kinds share the outbox (decision 109). */
const cartPayloads = (entries: readonly Pick<OutboxEntry, 'payload'>[]): CartPayload[] =>
  entries.map((e) => e.payload).filter(isCartPayload);

export interface ProjectedCart {
  state: CheckoutState;
  /** Mutations the server has not confirmed yet. */
  pending: number;
  /** True while anything is pending: totals were computed on the client. */
  provisional: boolean;
}

/** The server state with `entries` applied; totals recomputed when anything is pending. */
export function project(
  base: CheckoutState, entries: readonly Pick<OutboxEntry, 'payload'>[], shippings?: readonly ShippingMethod[],
): ProjectedCart {
  const payloads = cartPayloads(entries);
  if (payloads.length === 0) return { state: base, pending: 0, provisional: false };
  const lines = payloads.reduce(applyPayload, linesOf(base));
  const pick = (bucket: Bucket) => lines.filter((l) => l.bucket === bucket).map((l) => l.item);
  const items = pick('items');
  const bundleItems = pick('bundleItems');
  const payable = [...items, ...bundleItems];
  return {
    pending: payloads.length,
    provisional: true,
    state: {
      ...base,
      items,
      bundleItems,
      pg18Items: pick('pg18Items'),
      unavailableItems: pick('unavailableItems'),
      counts: { items: payable.length, quantity: payable.reduce((sum, l) => sum + l.quantity, 0) },
      cashier: provisionalCashier(payable, base, shippings),
    },
  };
}

/** The projected lines by key; no server state yet counts as an empty cart. */
export function projectedLines(base: CheckoutState | undefined, entries: readonly Pick<OutboxEntry, 'payload'>[]): Map<string, CartItem> {
  const start = base ? linesOf(base) : [];
  const lines = cartPayloads(entries).reduce(applyPayload, start);
  return new Map(lines.map((l) => [l.key, l.item]));
}
