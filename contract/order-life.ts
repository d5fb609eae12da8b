// An order's life in one table (docs/decisions/226-an-orders-life-in-one-table.md): its statuses,
// what "placed" means, every move a workflow makes today and who makes it, and what a shopper and
// the staff read for each status. The server checks its moves against it, the shop and the back
// office name statuses from it, and docs/product/orders.md draws it (order-life.test.ts compares).

/** The eleven statuses of the shop's first specification, unchanged (decision 128). */
export const ORDER_STATUSES = [
  'awaitPayment', 'awaitPickup', 'awaitProcessing', 'deleted', 'disputed', 'escaped',
  'partialRefunded', 'pending', 'shipped', 'tookcharge', 'totalRefunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Where an order is in its life. The status alone does not say it for awaitPayment, which is both
 * an intent not yet placed ('intent') and a placed bank-transfer order waiting for the money
 * ('awaitPayment'); every other status is its own stage.
 */
export type OrderStage = 'intent' | OrderStatus;

/** The fields an order's stage is read from (the row's placedAt is a Date, an answer's a string). */
export interface OrderLifeFields {
  status: OrderStatus;
  placedAt: Date | string | null;
}

/**
 * Placed: the customer's order is made (a provider's payment confirmed, or a method paid later
 * completed). The one definition: a placement time. An intent never placed is no order yet: the
 * shopper's list and the back office show placed orders only.
 */
export const isPlaced = (order: Pick<OrderLifeFields, 'placedAt'>): boolean => order.placedAt !== null;

/** An intent still waiting to be placed: it holds (or held) its stock until it is paid or lapses. */
export const isOpenIntent = (order: OrderLifeFields): boolean => !isPlaced(order) && order.status === 'awaitPayment';

export const stageOf = (order: OrderLifeFields): OrderStage => (isOpenIntent(order) ? 'intent' : order.status);

export const statusOfStage = (stage: OrderStage): OrderStatus => (stage === 'intent' ? 'awaitPayment' : stage);

/** The workflows that move an order, in the order an order meets them. */
export const ORDER_WORKFLOWS = [
  // The shop's (server/domain/orders).
  'intent', 'replaceIntent', 'startPayment', 'paidConfirmation', 'completePaidLater', 'paymentFailed', 'holdExpired',
  // The staff's (server/domain/admin-orders, decision 193).
  'transferReceived', 'takeCharge', 'readyForPickup', 'ship', 'handOver', 'refund', 'cancel',
] as const;
export type OrderWorkflow = (typeof ORDER_WORKFLOWS)[number];

export interface OrderTransition {
  /** null: the order does not exist yet. */
  from: OrderStage | null;
  to: OrderStage;
  by: OrderWorkflow;
  /** When this move rather than another of the same workflow. */
  when?: string;
}

/**
 * Every move an order makes today, and the workflow that makes it. A move not here is refused
 * (assertTransition, server/domain/orders/transitions.ts).
 */
export const ORDER_LIFE: readonly OrderTransition[] = [
  { from: null, to: 'intent', by: 'intent', when: 'POST orders/intents: the stock is held for an hour' },
  { from: 'intent', to: 'escaped', by: 'replaceIntent', when: 'a changed checkout asks again: its steps are undone, the stock goes back' },
  { from: 'intent', to: 'escaped', by: 'startPayment', when: "the provider's page or order could not be opened: the intent's steps are undone" },
  // Its stock goes back at once; the status waits, so the customer can try again (decision 191).
  { from: 'intent', to: 'intent', by: 'paymentFailed', when: 'a payment cancelled, declined or expired' },
  { from: 'intent', to: 'escaped', by: 'holdExpired', when: "the sweep, or Stripe's page expiring, after the hold's end" },
  { from: 'intent', to: 'pending', by: 'paidConfirmation', when: "Stripe's webhook or return, PayPal's capture" },
  { from: 'escaped', to: 'pending', by: 'paidConfirmation', when: 'paid late, its stock still there (decision 127)' },
  { from: 'escaped', to: 'awaitProcessing', by: 'paidConfirmation', when: 'paid late, its stock gone: the staff sort it out' },
  { from: 'intent', to: 'awaitProcessing', by: 'paidConfirmation', when: 'paid after a declined or cancelled try gave its stock back, the stock gone since: the staff sort it out' },
  { from: 'intent', to: 'awaitPayment', by: 'completePaidLater', when: 'a bank transfer: placed, waiting for the money' },
  { from: 'intent', to: 'pending', by: 'completePaidLater', when: 'cash on delivery, pos or cash at pickup' },
  { from: 'awaitPayment', to: 'pending', by: 'transferReceived' },
  { from: 'pending', to: 'tookcharge', by: 'takeCharge' },
  { from: 'awaitProcessing', to: 'tookcharge', by: 'takeCharge' },
  { from: 'pending', to: 'awaitPickup', by: 'readyForPickup' },
  { from: 'tookcharge', to: 'awaitPickup', by: 'readyForPickup' },
  { from: 'awaitProcessing', to: 'awaitPickup', by: 'readyForPickup' },
  { from: 'pending', to: 'shipped', by: 'ship' },
  { from: 'tookcharge', to: 'shipped', by: 'ship' },
  { from: 'awaitProcessing', to: 'shipped', by: 'ship' },
  { from: 'awaitPickup', to: 'shipped', by: 'handOver' },
  // A refund of part before the goods left keeps the order's status (decision 193): no move.
  { from: 'pending', to: 'totalRefunded', by: 'refund' },
  { from: 'tookcharge', to: 'totalRefunded', by: 'refund' },
  { from: 'awaitProcessing', to: 'totalRefunded', by: 'refund' },
  { from: 'awaitPickup', to: 'totalRefunded', by: 'refund' },
  { from: 'shipped', to: 'partialRefunded', by: 'refund', when: 'part of it' },
  { from: 'shipped', to: 'totalRefunded', by: 'refund', when: 'what is left' },
  { from: 'partialRefunded', to: 'totalRefunded', by: 'refund', when: 'what is left' },
  { from: 'disputed', to: 'partialRefunded', by: 'refund', when: 'part of it' },
  { from: 'disputed', to: 'totalRefunded', by: 'refund', when: 'what is left' },
  { from: 'awaitPayment', to: 'deleted', by: 'cancel' },
  { from: 'pending', to: 'deleted', by: 'cancel' },
  { from: 'tookcharge', to: 'deleted', by: 'cancel' },
  { from: 'awaitProcessing', to: 'deleted', by: 'cancel' },
  { from: 'awaitPickup', to: 'deleted', by: 'cancel' },
];

const unique = <T>(values: T[]): T[] => [...new Set(values)];

/** The statuses each status may move to, read from ORDER_LIFE (a stage counts as its status). */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = (() => {
  const moves = {} as Record<OrderStatus, readonly OrderStatus[]>;
  for (const status of ORDER_STATUSES) {
    moves[status] = unique(ORDER_LIFE.filter((t) => t.from !== null && statusOfStage(t.from) === status).map((t) => statusOfStage(t.to)));
  }
  return moves;
})();

export const canMove = (from: OrderStatus, to: OrderStatus): boolean => ORDER_TRANSITIONS[from].includes(to);

/**
 * Whether the table has a move from `from` to `to`, stage by stage: a placed order waiting for its
 * transfer (`awaitPayment`) cannot escape as an intent does, though both have that status.
 */
export const canMoveStage = (from: OrderStage, to: OrderStage): boolean => ORDER_LIFE.some((t) => t.from === from && t.to === to);

/** The statuses `workflow` moves an order from. */
export const fromStatusesOf = (workflow: OrderWorkflow): OrderStatus[] =>
  unique(ORDER_LIFE.filter((t) => t.by === workflow && t.from !== null).map((t) => statusOfStage(t.from!)));

/** Where `workflow` takes an order, for a workflow with one destination (the staff's status actions). */
export function targetOf(workflow: OrderWorkflow): OrderStatus {
  const targets = unique(ORDER_LIFE.filter((t) => t.by === workflow).map((t) => statusOfStage(t.to)));
  if (targets.length !== 1) throw new Error(`${workflow} takes an order to ${targets.length} statuses`);
  return targets[0]!;
}

/**
 * What each status reads, in Italian (the source language of both apps' Lingui catalogs, which
 * declare the same texts and translate them: src/ui/orders/order-status.ts,
 * src/admin/orders/labels.ts). The shopper and the staff read the same words, the shopper's in a
 * sentence ('Stato: da elaborare'), the staff's as a badge with its capital. The spec gives
 * PENDING's, 'da elaborare'; the choice of the others is decision 226.
 */
export const ORDER_STATUS_LABELS_IT: Record<OrderStatus, { shopper: string; staff: string }> = {
  awaitPayment: { shopper: 'in attesa di pagamento', staff: 'In attesa di pagamento' },
  pending: { shopper: 'da elaborare', staff: 'Da elaborare' },
  tookcharge: { shopper: 'preso in carico', staff: 'Preso in carico' },
  awaitProcessing: { shopper: 'in sospeso', staff: 'In sospeso' },
  awaitPickup: { shopper: 'pronto per il ritiro', staff: 'Pronto per il ritiro' },
  shipped: { shopper: 'spedito', staff: 'Spedito' },
  partialRefunded: { shopper: 'rimborsato in parte', staff: 'Rimborsato in parte' },
  totalRefunded: { shopper: 'rimborsato', staff: 'Rimborsato' },
  disputed: { shopper: 'contestato', staff: 'Contestato' },
  escaped: { shopper: 'non completato', staff: 'Non completato' },
  deleted: { shopper: 'annullato', staff: 'Annullato' },
};

/** The statuses in the order an order meets them (the back office's filters list them so). */
export const ORDER_STATUSES_IN_LIFE_ORDER: readonly OrderStatus[] = [
  'awaitPayment', 'pending', 'tookcharge', 'awaitProcessing', 'awaitPickup', 'shipped',
  'partialRefunded', 'totalRefunded', 'disputed', 'deleted', 'escaped',
];

const STAGE_NOTES: Partial<Record<OrderStage, string>> = {
  intent: 'awaitPayment, not placed',
  awaitPayment: 'awaitPayment, placed (a bank transfer)',
};

/** ORDER_LIFE as a Mermaid state diagram: one arrow per pair of stages, naming its workflows. */
export function orderLifeDiagram(): string {
  const arrows = new Map<string, OrderWorkflow[]>();
  for (const t of ORDER_LIFE) {
    const key = `${t.from ?? '[*]'} --> ${t.to}`;
    arrows.set(key, unique([...(arrows.get(key) ?? []), t.by]));
  }
  const ends = ORDER_STATUSES.filter((status) => ORDER_TRANSITIONS[status].length === 0);
  return [
    'stateDiagram-v2',
    ...Object.entries(STAGE_NOTES).map(([stage, note]) => `  ${stage} : ${note}`),
    ...[...arrows].map(([arrow, by]) => `  ${arrow} : ${by.join(', ')}`),
    ...ends.map((status) => `  ${status} --> [*]`),
  ].join('\n');
}
