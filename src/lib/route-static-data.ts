import type { MessageDescriptor } from '@lingui/core';

/** Route names the specs refer to (docs/product/content.md#routes). */
export type RouteName = 'cart' | 'articles' | 'singleArticle' | 'checkoutSign' | 'checkoutConfirm';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Funnel routes (/checkout/*, /me/*) get the reduced navbar and footer; the deepest says. */
    funnel?: boolean;
    /** The page's name: its <title> (docs/product/content.md#page-titles) and, while it is "coming", its heading. */
    title?: MessageDescriptor;
    routeName?: RouteName;
  }
}

/**
 * What a page whose name comes with its data (a product, a department) returns from its route
 * loader as `{ pageHead }`: the title before the ' | Bikes & Components' rule and the description.
 */
export interface LoadedPageHead {
  title: string;
  description?: string;
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** A replace that only swaps what the page shows (a product's variant) keeps the scroll position. */
    keepScroll?: boolean;
  }
}
