import type { MctgBatchEvent } from '../../../contract/mctg';

// The browser's queue of analytics events (decision 143), kept in local storage so events made
// offline or just before the page closed are sent on the next chance, from any tab. An event
// leaves the queue only when the server has answered for it; the server stores an id once, so
// sending one twice (a lost answer, two tabs) does no harm.

export type QueuedEvent = MctgBatchEvent & { id: string };

export const QUEUE_STORAGE_KEY = 'mctg queue';
/** Past this many waiting events the oldest are dropped: a long offline spell must not fill the storage. */
export const MAX_QUEUED = 500;

export type QueueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isQueued = (value: unknown): value is QueuedEvent =>
  typeof value === 'object' && value !== null && typeof (value as QueuedEvent).id === 'string'
  && typeof (value as QueuedEvent).event === 'string' && typeof (value as QueuedEvent).branch === 'string';

export function readQueue(storage: QueueStorage): QueuedEvent[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(QUEUE_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isQueued) : [];
  } catch {
    return [];
  }
}

function writeQueue(storage: QueueStorage, events: QueuedEvent[]): void {
  try {
    if (events.length === 0) storage.removeItem(QUEUE_STORAGE_KEY);
    else storage.setItem(QUEUE_STORAGE_KEY, JSON.stringify(events));
  } catch {
    // Storage full or blocked: these events are lost, the shop goes on.
  }
}

export function appendToQueue(storage: QueueStorage, events: readonly QueuedEvent[]): void {
  if (events.length === 0) return;
  writeQueue(storage, [...readQueue(storage), ...events].slice(-MAX_QUEUED));
}

export function removeFromQueue(storage: QueueStorage, ids: ReadonlySet<string>): void {
  if (ids.size === 0) return;
  writeQueue(storage, readQueue(storage).filter((e) => !ids.has(e.id)));
}

export function clearQueue(storage: QueueStorage): void {
  writeQueue(storage, []);
}

/**
 * The next batches to send: in queue order, at most `maxEvents` each and each body under
 * `maxBytes` (fetch keepalive allows 64 KB in flight). An event too big for any batch is
 * returned in `oversized`, to be dropped.
 */
export function batchesOf(events: readonly QueuedEvent[], maxEvents: number, maxBytes: number) {
  const batches: QueuedEvent[][] = [];
  const oversized: QueuedEvent[] = [];
  let current: QueuedEvent[] = [];
  let bytes = 0;
  for (const event of events) {
    // The body is {"events":[…]}: each event costs its JSON and a comma.
    const size = new TextEncoder().encode(JSON.stringify(event)).length + 1;
    if (size + 16 > maxBytes) {
      oversized.push(event);
      continue;
    }
    if (current.length === maxEvents || bytes + size + 16 > maxBytes) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(event);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return { batches, oversized };
}
