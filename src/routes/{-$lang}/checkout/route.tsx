import { createFileRoute } from '@tanstack/react-router';
import { checkoutGuard } from '../../../features/checkout/guard';
import { splitLangPrefix } from '../../../lib/lang-path';
import { requireSignedIn } from '../../../session';

/** Checkout pages a visitor may open: the sign-in step and the order-completed page. */
const OPEN_TO_VISITORS = /^\/checkout\/(accedi|ordine-concluso)(\/|$)/;

// The checkout shell is a funnel (reduced header and footer). Its steps need a signed-in customer;
// a visitor goes to the sign-in step, an empty cart to /carrello, a customer entering from outside
// to the current step (docs/product/checkout.md#guards; decision 134).
export const Route = createFileRoute('/{-$lang}/checkout')({
  staticData: { funnel: true },
  beforeLoad: async ({ context, location, cause }) => {
    if (!OPEN_TO_VISITORS.test(splitLangPrefix(location.pathname).rest)) requireSignedIn('/checkout/accedi', context.lang);
    await checkoutGuard({ queryClient: context.queryClient, lang: context.lang, pathname: location.pathname, cause });
  },
});
