import type { Checkout } from '../../../contract/checkout';
import { CHECKOUT_STEPS } from '../../../contract/checkout-steps';

// Which checkout step a customer may see (docs/product/checkout.md#guards, docs/product/checkout.md#step-bar;
// decision 134). Pure: the route's guard and the step bar both read it.

export type StepSlug = (typeof CHECKOUT_STEPS)[number];
/** The step bar's last entry, 'Fatto!': the order placed; never a page of its own here. */
export type StepBarSlug = StepSlug | 'fatto';

export const stepIndex = (slug: StepSlug): number => CHECKOUT_STEPS.indexOf(slug);

const isStep = (value: string): value is StepSlug => (CHECKOUT_STEPS as readonly string[]).includes(value);

/** The step a path without language prefix names ('/checkout/spedizione' → spedizione); null for other pages. */
export function stepOfPath(path: string): StepSlug | null {
  const match = /^\/checkout\/([^/?#]+)\/?$/.exec(path);
  return match && isStep(match[1]!) ? match[1] : null;
}

/**
 * The step the checkout is at: the server's `steps.current`, except that a signed-in customer is
 * past the sign-in step even while the copy on hand is still the visitor's (the sign-in's
 * re-read of the cart may not have answered yet).
 */
export function currentStep(checkout: Pick<Checkout, 'steps'>, signedIn: boolean): StepSlug {
  const current = checkout.steps.current.slug;
  return signedIn && current === 'accedi' ? 'indirizzi' : current;
}

export interface GuardInput {
  /** The step the address asks for. */
  asked: StepSlug;
  /** True when the customer comes from outside the checkout (another page, the cart, or nowhere: a typed address, a reload). */
  entering: boolean;
  signedIn: boolean;
  /** The checkout on hand; null when there is none at all (the guard then lets the page decide). */
  checkout: Pick<Checkout, 'steps' | 'counts'> | null;
}

/**
 * Where the guard sends the customer instead, or null to stay (docs/product/checkout.md#guards):
 * nothing to buy → /carrello; nobody signed in → the sign-in step; entering the checkout from
 * outside → the current step; a step after the current one is not reachable yet → the current
 * step; a signed-in customer has nothing to do on the sign-in step → the current step.
 */
export function guardTarget({ asked, entering, signedIn, checkout }: GuardInput): string | null {
  if (checkout && checkout.counts.items === 0) return '/carrello';
  if (!signedIn) return asked === 'accedi' ? null : '/checkout/accedi';
  if (!checkout) return null;
  const current = currentStep(checkout, signedIn);
  const stay = asked !== 'accedi' && !entering && stepIndex(asked) <= stepIndex(current);
  return stay || asked === current ? null : `/checkout/${current}`;
}

export interface StepBarItem {
  slug: StepBarSlug;
  /** 1-based position shown in the bar. */
  number: number;
  state: 'done' | 'current' | 'upcoming';
  /** Where a click goes: earlier steps only, and never back to the sign-in step of a signed-in customer. */
  href: string | null;
}

/**
 * The step bar (docs/product/checkout.md#step-bar): the server's steps plus a final
 * 'Fatto!'; the steps before the page's own are links, the later ones are not.
 */
export function stepBarItems(list: readonly { slug: StepSlug }[], page: StepSlug): StepBarItem[] {
  const slugs: StepBarSlug[] = [...list.map((step) => step.slug), 'fatto'];
  const at = slugs.indexOf(page);
  return slugs.map((slug, index) => {
    const state = index < at ? 'done' : index === at ? 'current' : 'upcoming';
    const href = state === 'done' && slug !== 'accedi' && slug !== 'fatto' ? `/checkout/${slug}` : null;
    return { slug, number: index + 1, state, href };
  });
}
