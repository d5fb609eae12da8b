import { isApiError } from '../../../lib/http';

// Where a refused placement takes the customer (decision 127): the intent's 409 codes each have
// their screen. The same for the online BUY NOW, PayPal's button and an order placed from the
// outbox (decision 137). Pure.

/** The steps CHECKOUT_INCOMPLETE may name as the first one to complete. */
const MISSING_STEPS = new Set(['indirizzi', 'spedizione', 'pagamento']);

/** Codes with which the server says the cart is not what the customer saw (stock, availability). */
export const CART_CHANGED_CODES: ReadonlySet<string> = new Set(['CART_CHANGED', 'OUT_OF_STOCK', 'ARTICLE_UNAVAILABLE']);

export type RefusalScreen =
  /** The re-check dialog, with what PATCH checkout/me/secure lists as changed. */
  | { kind: 'recheck' }
  /** Another page: the cart (whose page says the products ran out) or the missing step. */
  | { kind: 'leave'; to: string };

function missingStep(payload: unknown): string {
  const step = typeof payload === 'object' && payload !== null ? (payload as { step?: unknown }).step : undefined;
  return typeof step === 'string' && MISSING_STEPS.has(step) ? step : 'indirizzi';
}

/** The screen a refusal opens; null for one that is only told (its message under BUY NOW). */
export function refusalScreen(error: unknown): RefusalScreen | null {
  if (!isApiError(error)) return null;
  const { code } = error;
  if (CART_CHANGED_CODES.has(code)) return { kind: 'recheck' };
  // Arriving from the confirm step, the cart page says the products ran out (decision 127).
  if (code === 'CART_EMPTY') return { kind: 'leave', to: '/carrello?da=conferma' };
  if (code === 'CHECKOUT_INCOMPLETE') return { kind: 'leave', to: `/checkout/${missingStep(error.payload)}` };
  return null;
}
