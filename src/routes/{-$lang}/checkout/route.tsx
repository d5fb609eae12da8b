import { createFileRoute } from '@tanstack/react-router';
import { splitLangPrefix } from '../../../lib/lang-path';
import { requireSignedIn } from '../../../session';

/** Checkout pages a visitor may open: the sign-in step and the order-completed page. */
const OPEN_TO_VISITORS = /^\/checkout\/(accedi|ordine-concluso)(\/|$)/;

// The checkout shell is a funnel (reduced header and footer). Its steps need a signed-in customer;
// a visitor goes to the sign-in step (storefront.md §4 "Guards"). The empty-cart and current-step
// guards come with the checkout issue.
export const Route = createFileRoute('/{-$lang}/checkout')({
  staticData: { funnel: true },
  beforeLoad: ({ context, location }) => {
    if (!OPEN_TO_VISITORS.test(splitLangPrefix(location.pathname).rest)) requireSignedIn('/checkout/accedi', context.lang);
  },
});
