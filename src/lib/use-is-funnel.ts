import { useMatches } from '@tanstack/react-router';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Funnel routes (/checkout/*, /me/*) get the reduced navbar and footer. */
    funnel?: boolean;
  }
}

/** True on funnel routes; the deepest matched route that says decides (order-completed is not). */
export function useIsFunnel(): boolean {
  return useMatches({
    select: (matches) => {
      let funnel = false;
      for (const match of matches) {
        if (match.staticData.funnel !== undefined) funnel = match.staticData.funnel;
      }
      return funnel;
    },
  });
}
