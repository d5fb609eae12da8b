import { useMatches } from '@tanstack/react-router';
import type { RouteName } from './route-static-data';

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

/** The spec's name of the current route (cart, articles, singleArticle, …), when it has one. */
export function useRouteName(): RouteName | undefined {
  return useMatches({
    select: (matches) => matches.findLast((match) => match.staticData.routeName)?.staticData.routeName,
  });
}
