import type { Page, Request } from '@playwright/test';

// Tracking events leave the browser in batches (POST /v1/mctg/batch, decision 143).

export interface SentEvent { id: string; branch: string; event: string; model: string; evtData: Record<string, unknown>; cmp?: string }

const isBatch = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/v1/mctg/batch';

export const eventsOf = (request: Request): SentEvent[] => (request.postDataJSON() as { events: SentEvent[] }).events;

/** Any analytics call: a batch or a single event. */
export const isMctgRequest = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/v1/mctg/');

/** The next batch carrying a `shop` event of this name (that `matches`), and that event. */
export async function sentEvent(page: Page, event: string, matches: (e: SentEvent) => boolean = () => true): Promise<SentEvent> {
  const pick = (request: Request) => eventsOf(request).find((e) => e.branch === 'shop' && e.event === event && matches(e));
  const request = await page.waitForRequest((r) => isBatch(r) && pick(r) !== undefined);
  return pick(request)!;
}

/** The event without the queue's id, as the specs describe it: {model, evtData, cmp?}. */
export const bodyOf = ({ model, evtData, cmp }: SentEvent) => ({ model, evtData, ...(cmp ? { cmp } : {}) });
