import type { MctgBody, MctgEvent } from '../../../contract/mctg';
import { MCTG_BATCH_MAX } from '../../../contract/mctg-limits';
import { appendToQueue, batchesOf, clearQueue, readQueue, removeFromQueue, type QueueStorage, type QueuedEvent } from './queue';

// The queue's sender (decision 143): events wait a few seconds and leave together; the page's
// hiding sends at once (keepalive outlives the page); offline they wait for the connection.
// Decision 144: nothing leaves (or is kept) unless the visitor allowed analytics.

/** How long an event waits for others before its batch leaves. */
export const FLUSH_DELAY_MS = 3_000;
/** After failed sends: the next tries, then every 5 minutes (a connection coming back tries at once). */
export const RETRY_DELAYS_MS = [5_000, 30_000, 60_000, 300_000] as const;
/** fetch keepalive allows 64 KB in flight per page; a batch stays well under it. */
export const MAX_BATCH_BYTES = 48 * 1024;
/** Events made before the visitor chose, kept in memory only, in case they accept. */
export const MAX_WAITING = 100;

/** What the server did with a batch: stored it, refused it for good (4xx), or could not be reached. */
export type SendResult = 'stored' | 'refused' | 'failed';

export interface TrackerDeps {
  storage: QueueStorage;
  /** `keepalive` when the page is being hidden: the call must outlive it. */
  send(events: QueuedEvent[], options: { keepalive: boolean }): Promise<SendResult>;
  /** The visitor's analytics choice; null until they chose. */
  analyticsAllowed(): boolean | null;
  online(): boolean;
  campaignId(): string | null;
  /** True for a campaign found ended or unknown since the event was queued. */
  campaignEnded(id: string): boolean;
  newId(): string;
  setTimer(run: () => void, ms: number): unknown;
}

export class Tracker {
  private waiting: QueuedEvent[] = [];
  private readonly inFlight = new Set<string>();
  private timer: unknown = null;
  private failures = 0;

  constructor(private readonly deps: TrackerDeps) {}

  track(event: MctgEvent, body: MctgBody, branch: string): void {
    const allowed = this.deps.analyticsAllowed();
    if (allowed === false) return;
    const cmp = this.deps.campaignId();
    const queued: QueuedEvent = {
      id: this.deps.newId(), branch, event, model: body.model, evtData: body.evtData ?? {}, ...(cmp ? { cmp } : {}),
    };
    if (allowed === null) {
      if (this.waiting.length < MAX_WAITING) this.waiting.push(queued);
      return;
    }
    appendToQueue(this.deps.storage, [queued]);
    this.schedule(FLUSH_DELAY_MS);
  }

  /** The visitor chose: accepted sends what waited; refused forgets every event not yet sent. */
  consentChanged(): void {
    const allowed = this.deps.analyticsAllowed();
    if (allowed === null) return;
    if (allowed) {
      appendToQueue(this.deps.storage, this.waiting);
      this.schedule(this.waiting.length > 0 ? FLUSH_DELAY_MS : 0);
    } else {
      clearQueue(this.deps.storage);
    }
    this.waiting = [];
  }

  /**
   * Sends every queued event not already on its way; `retryNow` forgets the failures' back-off,
   * `keepalive` (the page is being hidden) lets the calls outlive the page.
   */
  async flush({ retryNow = false, keepalive = false } = {}): Promise<void> {
    if (retryNow) this.failures = 0;
    if (this.deps.analyticsAllowed() !== true || !this.deps.online()) return;
    // An event queued under a campaign found ended since (the landing of an old link, queued before
    // GET campaigns answered) leaves without its id (decision 204).
    const pending = readQueue(this.deps.storage).filter((e) => !this.inFlight.has(e.id))
      .map(({ cmp, ...event }) => (cmp && !this.deps.campaignEnded(cmp) ? { ...event, cmp } : event));
    if (pending.length === 0) return;
    const { batches, oversized } = batchesOf(pending, MCTG_BATCH_MAX, MAX_BATCH_BYTES);
    removeFromQueue(this.deps.storage, new Set(oversized.map((e) => e.id)));
    const results = await Promise.all(batches.map((batch) => this.sendBatch(batch, keepalive)));
    if (results.includes('failed')) {
      this.schedule(RETRY_DELAYS_MS[Math.min(this.failures, RETRY_DELAYS_MS.length - 1)]!);
      this.failures += 1;
    } else {
      this.failures = 0;
    }
  }

  private schedule(ms: number): void {
    if (this.timer !== null) return;
    this.timer = this.deps.setTimer(() => {
      this.timer = null;
      void this.flush();
    }, ms);
  }

  private async sendBatch(batch: QueuedEvent[], keepalive: boolean): Promise<SendResult> {
    const ids = new Set(batch.map((e) => e.id));
    for (const id of ids) this.inFlight.add(id);
    let result: SendResult;
    try {
      result = await this.deps.send(batch, { keepalive });
    } catch {
      result = 'failed';
    } finally {
      for (const id of ids) this.inFlight.delete(id);
    }
    // A batch refused whole may be refused for one bad event: its halves go apart, down to the
    // event alone, so only what the server refuses by itself is dropped and never a good
    // neighbour (docs/decisions/223-analytics-events-read-one-by-one.md).
    if (result === 'refused' && batch.length > 1) {
      const half = Math.ceil(batch.length / 2);
      const halves = await Promise.all([this.sendBatch(batch.slice(0, half), keepalive), this.sendBatch(batch.slice(half), keepalive)]);
      return halves.includes('failed') ? 'failed' : 'stored';
    }
    // A refused event would be refused again: it is dropped like a stored one.
    if (result !== 'failed') removeFromQueue(this.deps.storage, ids);
    return result;
  }
}
