import type { CartItem, Checkout } from '../../../../contract/checkout';

// The confirm step's rules (docs/product/checkout.md#confirm-step). Pure.

/**
 * What the purchase area shows: nothing to buy any more (the page goes to /carrello), items that
 * became unavailable (the purchase is hidden until the cart is put right), or the purchase.
 */
export function purchaseState(checkout: Pick<Checkout, 'counts' | 'unavailableItems'>): 'empty' | 'unavailable' | 'ready' {
  if (checkout.counts.items === 0) return 'empty';
  return checkout.unavailableItems.length > 0 ? 'unavailable' : 'ready';
}

export interface EmptyCartInput {
  purchase: ReturnType<typeof purchaseState>;
  /** What became of an order placed from the outbox (decision 137); null when there is none. */
  pendingOrder: 'waiting' | 'placed' | 'changed' | 'refused' | null;
  /** An order was placed from this visit of the step (its note may be dismissed since). */
  orderedHere: boolean;
}

/**
 * Whether an emptied cart sends the customer to /carrello, whose page then says the products ran
 * out (decisions 127, 137). Never when the cart emptied because its lines were
 * bought: the placed order's note stays, and its 'Vedi l'ordine' leaves for the order itself.
 */
export function leavesForCart({ purchase, pendingOrder, orderedHere }: EmptyCartInput): boolean {
  return purchase === 'empty' && pendingOrder === null && !orderedHere;
}

type NamedLine = Pick<CartItem, 'name' | 'options'> & { brand?: { name: string } | null | undefined };

/**
 * A product line's name in the review: the article's name, which usually has its brand already
 * ('Borraccia Chiavetta Pordoi SL' by Chiavetta), so the brand goes before it only when it is
 * missing; then a variant's options in brackets.
 */
export function reviewLineName({ name, brand, options }: NamedLine): string {
  const named = brand && !name.toLocaleLowerCase().includes(brand.name.toLocaleLowerCase()) ? `${brand.name} ${name}` : name;
  return options.length > 0 ? `${named} (${options.map((o) => o.value).join(', ')})` : named;
}
