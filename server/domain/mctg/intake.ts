// Group commit for tracking events (decision 145): the batches that arrive within a few
// milliseconds are written in one transaction, and each request is answered once its events are
// stored. Under load (50 browsers posting at once) that is one insert for many requests instead of
// one transaction each, so the events leave the catalogue's answers their share of the database.
import type { Db } from '../../db/client.js';
import { recordEvents, type TrackedEvent } from './events.js';

/** How long the first waiting batch waits for others; a full group goes at once. */
const GATHER_MS = 10;
const MAX_GROUP = 2_000;

interface Waiting { events: readonly TrackedEvent[]; done: (stored: number) => void; failed: (error: unknown) => void }

export function eventIntake(db: Db) {
  let group: Waiting[] = [];
  let size = 0;
  let timer: NodeJS.Timeout | null = null;
  // Groups are written one after another: a group never races the one before it.
  let writing: Promise<void> = Promise.resolve();

  async function write(waiting: Waiting[]): Promise<void> {
    // The same client id twice in the group (two tabs) is stored for the first only.
    const seen = new Set<string>();
    const firsts = waiting.map(({ events }) => events.filter((e) => {
      if (e.clientId === undefined) return true;
      if (seen.has(e.clientId)) return false;
      seen.add(e.clientId);
      return true;
    }));
    try {
      const stored = await recordEvents(db, firsts.flat());
      const storedIds = stored.clientIds;
      waiting.forEach((w, i) => w.done(firsts[i]!.filter((e) => e.clientId === undefined || storedIds.has(e.clientId)).length));
    } catch (error) {
      for (const w of waiting) w.failed(error);
    }
  }

  function flush(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    const waiting = group;
    group = [];
    size = 0;
    writing = writing.then(() => write(waiting));
  }

  /** Stores the events with the others arriving now; resolves with how many were new. */
  return function accept(events: readonly TrackedEvent[]): Promise<number> {
    return new Promise<number>((done, failed) => {
      group.push({ events, done, failed });
      size += events.length;
      if (size >= MAX_GROUP) flush();
      else timer ??= setTimeout(flush, GATHER_MS);
    });
  };
}
