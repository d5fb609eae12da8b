import type { Checkout } from '../../../../contract/checkout';
import type { Lang } from '../../../../contract/langs';
import type { OrderIntent } from '../../../../contract/orders';
import { isApiError } from '../../../lib/http';
import { checkoutSeen } from '../../../offline';
import { payCalls } from './pay-calls';
import { refusalScreen } from './placement-refusal';

// The online BUY NOW (docs/product/checkout.md#pay-step), as steps a page drives:
// re-check the cart (unless the customer confirmed the changes), make the order's intent once,
// then pay on the provider's page (card) or place the order with the intent's return (methods
// paid later). PayPal's button runs the same steps from its own callbacks (use-buy-now.ts).
// A refused intent opens its screen (decision 127): the re-check dialog when the cart changed,
// the cart when it is empty, the missing step when the checkout is incomplete.

export type BuyNowOutcome =
  /** The cart is not what the customer saw: the re-check dialog with these messages. */
  | { kind: 'changed'; messages: string[]; checkout: Checkout }
  /** Leave for the provider's payment page. */
  | { kind: 'redirect'; url: string }
  /** Placed: go to the completed page. */
  | { kind: 'placed'; returnUrl: string }
  /** Refused: the cart (emptied) or the step still to complete; a path without language prefix. */
  | { kind: 'leave'; to: string };

export interface BuyNowInput {
  checkout: Checkout;
  lang: Lang;
  /** One per visit of the confirm step: a double click or a retry makes the same order. */
  idempotencyKey: string;
  /** 'confirm and buy now' in the re-check dialog: the customer accepted the changes. */
  skipCheck?: boolean;
}

type Refused = BuyNowOutcome & { kind: 'changed' | 'leave' };

/** What a CART_CHANGED refusal of the intent carries: the re-check dialog's messages and the cart now. */
function recheckCarried(payload: unknown): { messages: string[]; checkout: Checkout } | null {
  const carried = payload as { messages?: unknown; checkout?: unknown } | undefined;
  if (!Array.isArray(carried?.messages) || typeof carried.checkout !== 'object' || carried.checkout === null) return null;
  return { messages: carried.messages.filter((m): m is string => typeof m === 'string'), checkout: carried.checkout as Checkout };
}

/**
 * The screen a refusal of the intent opens, or null when it is only told. CART_CHANGED carries
 * what the re-check dialog lists and the cart as it is now (its own message when no line is
 * blocked any more); from a server that sends neither, the re-check is asked.
 */
export async function refusedOutcome(error: unknown, checkout: Checkout, lang: Lang): Promise<Refused | null> {
  const screen = isApiError(error) ? refusalScreen(error) : null;
  if (!screen || !isApiError(error)) return null;
  if (screen.kind === 'leave') return screen;
  const carried = recheckCarried(error.payload);
  const { status, checkout: current } = carried
    ? { status: { messages: carried.messages }, checkout: carried.checkout }
    : await payCalls.recheck(checkoutSeen(checkout), lang);
  const messages = status.messages.length > 0 ? status.messages : [error.message];
  return { kind: 'changed', messages, checkout: current };
}

/** The re-check, then the intent. */
async function checkedIntent(input: BuyNowInput): Promise<{ refused: Refused } | { intent: OrderIntent }> {
  if (!input.skipCheck) {
    const { status, checkout } = await payCalls.recheck(checkoutSeen(input.checkout), input.lang);
    if (status.changed) return { refused: { kind: 'changed', messages: status.messages, checkout } };
  }
  try {
    return { intent: await payCalls.intent(input.idempotencyKey, input.lang) };
  } catch (error) {
    const refused = await refusedOutcome(error, input.checkout, input.lang);
    if (refused) return { refused };
    throw error;
  }
}

export async function buyNow(input: BuyNowInput): Promise<BuyNowOutcome> {
  const step = await checkedIntent(input);
  if ('refused' in step) return step.refused;
  const { intent } = step;
  if (input.checkout.payment.method === 'stripe') {
    try {
      const { url } = await payCalls.stripe(intent.id, input.lang);
      return { kind: 'redirect', url };
    } catch (error) {
      // An earlier payment page of this order was paid meanwhile (decision 141): it is placed.
      if (isApiError(error) && error.code === 'ORDER_PLACED') return { kind: 'placed', returnUrl: intent.returnUrl };
      throw error;
    }
  }
  await payCalls.complete(intent, input.lang);
  return { kind: 'placed', returnUrl: intent.returnUrl };
}
