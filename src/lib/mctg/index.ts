import { getDefaultStore } from 'jotai';
import type { MctgBody, MctgEvent } from '../../../contract/mctg';
import { campaignEnded, campaignId } from '../campaign';
import { consentAtom } from '../consent';
import { isApiError, visitorHttp } from '../http';
import { firstSightOf } from './impressions';
import type { QueuedEvent } from './queue';
import { Tracker, type SendResult } from './tracker';

export { newPageView } from './impressions';

/** The branch the shop's own page events are filed under. */
export const SHOP_BRANCH = 'shop';

/**
 * A batch; with keepalive while the page is being hidden (Chrome allows 64 KB of keepalive bodies
 * in flight, so not for every send). No token is sent: an analytics call never touches the session.
 */
async function sendBatch(events: QueuedEvent[], { keepalive }: { keepalive: boolean }): Promise<SendResult> {
  try {
    await visitorHttp.post('mctg/batch', { events }, { keepalive });
    return 'stored';
  } catch (error) {
    const status = isApiError(error) ? Number(error.statusCode) : 0;
    return status >= 400 && status < 500 && status !== 408 && status !== 429 ? 'refused' : 'failed';
  }
}

function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Pages served over plain http (a LAN test) have no randomUUID: a v4 id by hand.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

let tracker: Tracker | null = null;

function browserTracker(): Tracker {
  tracker ??= new Tracker({
    storage: localStorage,
    send: sendBatch,
    analyticsAllowed: () => getDefaultStore().get(consentAtom)?.analytics ?? null,
    online: () => navigator.onLine,
    campaignId: () => campaignId(),
    campaignEnded,
    newId: uuid,
    setTimer: (run, ms) => window.setTimeout(run, ms),
  });
  return tracker;
}

/**
 * Queues a tracking event for `POST mctg/batch` (decision 143): `{branch, event, model, evtData}`,
 * and `cmp` while the visitor's campaign runs. It returns at once and never fails; events wait
 * for the visitor's analytics consent (decision 144).
 */
export function track(event: MctgEvent, body: MctgBody, branch: string = SHOP_BRANCH): void {
  if (typeof window === 'undefined') return;
  browserTracker().track(event, body, branch);
}

/** A product card came into view: one `impression` per article and page view, with the page's path. */
export function trackImpression(articleId: number, evtData: Record<string, unknown> = {}): void {
  const path = window.location.pathname;
  if (firstSightOf(articleId, path)) track('impression', { model: 'article', evtData: { id: articleId, ...evtData, path } });
}

/** The mouse rested on a product card (HOVER_DWELL_MS): one `hover` per article and page view (decision 143). */
export function trackHover(articleId: number, evtData: Record<string, unknown> = {}): void {
  const path = window.location.pathname;
  if (firstSightOf(articleId, path, 'hover')) track('hover', { model: 'article', evtData: { id: articleId, ...evtData, path } });
}

/** A product card was opened: every `click` counts, with the page it was on (decision 143). */
export function trackClick(articleId: number, evtData: Record<string, unknown> = {}): void {
  track('click', { model: 'article', evtData: { id: articleId, ...evtData, path: window.location.pathname } });
}

/**
 * At start: what earlier visits left in the queue goes out; the page hiding (tab switched,
 * closed, app backgrounded) sends at once, a connection coming back too; the consent choice
 * releases or forgets the events.
 */
export function startTracking(): void {
  const t = browserTracker();
  const flushBeforeLeaving = () => void t.flush({ keepalive: true });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushBeforeLeaving();
  });
  window.addEventListener('pagehide', flushBeforeLeaving);
  window.addEventListener('online', () => void t.flush({ retryNow: true }));
  getDefaultStore().sub(consentAtom, () => t.consentChanged());
  void t.flush();
}
