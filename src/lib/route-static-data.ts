import type { MessageDescriptor } from '@lingui/core';

/** Route names the specs refer to (storefront.md §2 "Route names in use"). */
export type RouteName = 'cart' | 'articles' | 'singleArticle' | 'checkoutSign' | 'checkoutConfirm';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Funnel routes (/checkout/*, /me/*) get the reduced navbar and footer; the deepest says. */
    funnel?: boolean;
    /** The page's name: its <title> (storefront.md §9 rule) and, while it is "coming", its heading. */
    title?: MessageDescriptor;
    routeName?: RouteName;
  }
}
