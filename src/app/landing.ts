import { track } from '../lib/mctg';
import { classifyReferrer } from './referrer';

/** The landing event of storefront.md §1: the page path and where the visitor came from. */
export function sendLanding(): void {
  track('landing', {
    model: 'page',
    evtData: { path: window.location.pathname, referrer: classifyReferrer(document.referrer) },
  });
}
