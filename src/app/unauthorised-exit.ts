/**
 * Where an unauthorised answer sends the page (docs/product/accounts.md#session): a checkout step to its
 * sign-in step, the personal area home; other pages stay. `rest` is the path without its prefix.
 */
export function unauthorisedExit(rest: string): string | null {
  if (/^\/checkout\/accedi\/?$/.test(rest)) return null;
  if (/^\/checkout\/ordine-concluso(\/|$)/.test(rest)) return null;
  if (/^\/checkout(\/|$)/.test(rest)) return '/checkout/accedi';
  if (/^\/me(\/|$)/.test(rest)) return '/';
  return null;
}
