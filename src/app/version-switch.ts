import type { AnyRouter, BlockerFn } from '@tanstack/react-router';
import { splitLangPrefix } from '../lib/lang-path';

// A tab whose new version another tab accepted keeps its page: a checkout step or the cart keeps
// what the shopper typed. Its next page outside them is loaded whole, from the new version
// (decision 202).

let newVersionInControl = false;

export function markNewVersionInControl(): void {
  newVersionInControl = true;
}

/** The checkout steps and the cart: moving among them stays in this tab's version. */
function keepsVersion(pathname: string): boolean {
  return /^\/(checkout|carrello)(\/|$)/.test(splitLangPrefix(pathname).rest);
}

export function installVersionSwitch(router: AnyRouter): void {
  router.history.block({
    enableBeforeUnload: false,
    blockerFn: (({ currentLocation, nextLocation, action }) => {
      if (!newVersionInControl || keepsVersion(nextLocation.pathname) || nextLocation.pathname === currentLocation.pathname) return false;
      // Back and forward have already moved the address: the page is loaded again there.
      if (action === 'BACK' || action === 'FORWARD' || action === 'GO') {
        window.setTimeout(() => window.location.reload(), 0);
        return false;
      }
      window.location.assign(nextLocation.href);
      return true;
    }) satisfies BlockerFn,
  });
}
