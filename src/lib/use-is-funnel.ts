import { useMatches } from '@tanstack/react-router';

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
