import { track } from '../lib/mctg';
import { classifyReferrer } from './referrer';

/** The landing event of docs/product/analytics.md#landing: the page path and where the visitor came from. */
export function sendLanding(): void {
  track('landing', {
    model: 'page',
    evtData: { path: window.location.pathname, referrer: classifyReferrer(document.referrer) },
  });
}
