import { redirect } from '@tanstack/react-router';
import type { Lang } from '../../contract/langs';
import { localizePath } from '../lib/lang-path';
import { isSignedInNow } from './use-session';

/**
 * A private route's beforeLoad (docs/product/checkout.md#guards): without a valid, unexpired token the
 * visitor goes to `elsewhere` in the page's language — / for /me, /checkout/accedi for checkout.
 * Private pages are never rendered on the server (decision 080), so the check is the browser's.
 */
export function requireSignedIn(elsewhere: string, lang: Lang): void {
  if (typeof window === 'undefined') return;
  if (!isSignedInNow()) throw redirect({ href: localizePath(elsewhere, lang), replace: true });
}
