// Event intake (decision 158): a batch is checked, put in this process's buffer and answered at
// once; a single writer stores the buffer in one statement every FLUSH_MS (or at FLUSH_AT events).
// The intake is paced: at most `eventsPerSecond` events a second are taken in, and a request over
// the pace waits for its turn before its body is even read, so 50 browsers posting as fast as they
// can cost the process a bounded share of its CPU and the catalogue keeps the rest. A full buffer
// (the database slow or away) or a long line answers 503 with Retry-After: the browser's queue
// keeps the events and sends them later (decision 143).
import type { Db } from '../../db/client.js';
import { recordEvents, type TrackedEvent } from './events.js';

/** How long an event waits in the buffer at most before its write. */
export const FLUSH_MS = 250;
/** A write carries at most this many events; a buffer this full is written at once. */
export const FLUSH_AT = 1_000;
/** Events held in memory at most; past it (the writes fall behind) batches are refused. */
export const MAX_BUFFERED = 10_000;
/** Requests waiting for their turn at most; past it they are refused. */
export const MAX_WAITING = 200;
/** A failed write is tried again this many times (the database restarting), then dropped. */
const WRITE_ATTEMPTS = 3;
/** What a refused request is told: the client's queue retries on its own schedule anyway. */
export const RETRY_AFTER_SECONDS = 5;

export interface IntakeLog {
  warn(fields: object, message: string): void;
}

export interface IntakeOptions {
  /** The pace: events taken in per second by this process (MCTG_INTAKE_RATE). */
  eventsPerSecond: number;
  log?: IntakeLog | undefined;
  now?: () => number;
}

/**
 * The pace, as a token bucket that may go into debt: a request is let in when the bucket holds a
 * token (it takes it on entry), then pays for the rest of its events once its body is read. Requests
 * that find it empty wait in line, first come first served, for the bucket to refill.
 */
class Pace {
  private tokens: number;
  private last: number;
  private readonly line: ((admitted: boolean) => void)[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly perSecond: number, private readonly now: () => number) {
    this.tokens = this.burst;
    this.last = now();
  }

  /** A quarter of a second's events may come at once. */
  private get burst(): number {
    return Math.max(1, this.perSecond / 4);
  }

  private refill(): void {
    const at = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((at - this.last) / 1000) * this.perSecond);
    this.last = at;
  }

  /** Resolves true when the request may go on, false when the line is too long. */
  enter(): Promise<boolean> {
    this.refill();
    if (this.line.length === 0 && this.tokens >= 1) {
      this.tokens -= 1;
      return Promise.resolve(true);
    }
    if (this.line.length >= MAX_WAITING) return Promise.resolve(false);
    return new Promise((resolve) => {
      this.line.push(resolve);
      this.wake();
    });
  }

  /** The request turned out to carry `events` events (it paid one on entry). */
  pay(events: number): void {
    this.tokens -= Math.max(0, events - 1);
  }

  private wake(): void {
    if (this.timer) return;
    const ms = Math.max(0, Math.ceil(((1 - this.tokens) / this.perSecond) * 1000));
    this.timer = setTimeout(() => {
      this.timer = null;
      this.refill();
      while (this.line.length > 0 && this.tokens >= 1) {
        this.tokens -= 1;
        this.line.shift()!(true);
      }
      if (this.line.length > 0) this.wake();
    }, ms);
  }

  /** Everyone waiting is let through (the process is stopping: their events are written by the drain). */
  release(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    for (const resolve of this.line.splice(0)) resolve(true);
  }
}

export class EventIntake {
  private buffer: TrackedEvent[] = [];
  /** Events taken in and not yet written (in the buffer or in a write waiting its turn). */
  private unwritten = 0;
  private timer: NodeJS.Timeout | null = null;
  // One writer: writes go one after another, never two at once.
  private writing: Promise<void> = Promise.resolve();
  private readonly pace: Pace;
  private readonly log: IntakeLog | undefined;

  constructor(private readonly db: Db, { eventsPerSecond, log, now = () => performance.now() }: IntakeOptions) {
    this.pace = new Pace(eventsPerSecond, now);
    this.log = log;
  }

  /** Waits for the request's turn; false: refuse it (503), the line is too long or the buffer full. */
  async enter(): Promise<boolean> {
    if (this.unwritten >= MAX_BUFFERED) return false;
    return this.pace.enter();
  }

  /** Takes the events for the next write; false (nothing taken) when the buffer is full. */
  offer(events: readonly TrackedEvent[]): boolean {
    this.pace.pay(events.length);
    if (this.unwritten + events.length > MAX_BUFFERED) return false;
    this.buffer.push(...events);
    this.unwritten += events.length;
    if (this.buffer.length >= FLUSH_AT) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS);
    return true;
  }

  /** Writes what the buffer holds now (after the writes under way). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const taken = this.buffer;
    this.buffer = [];
    for (let i = 0; i < taken.length; i += FLUSH_AT) {
      const group = taken.slice(i, i + FLUSH_AT);
      this.writing = this.writing.then(() => this.write(group));
    }
    return this.writing;
  }

  /** The process is stopping: let the waiting requests in and write everything they and the buffer hold. */
  async drain(): Promise<void> {
    this.pace.release();
    await this.flush();
  }

  private async write(group: TrackedEvent[]): Promise<void> {
    try {
      await this.tryWrite(group);
    } finally {
      this.unwritten -= group.length;
    }
  }

  private async tryWrite(group: TrackedEvent[]): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await recordEvents(this.db, firstOfEachId(group));
        return;
      } catch (err) {
        if (attempt >= WRITE_ATTEMPTS) {
          // Analytics: lost, as a crash would lose them (decision 158); the shop goes on.
          this.log?.warn({ err, events: group.length }, 'analytics events not stored');
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  }
}

/** The same client id twice in a write (two tabs sending one queue) is stored for the first only. */
function firstOfEachId(events: readonly TrackedEvent[]): TrackedEvent[] {
  const seen = new Set<string>();
  return events.filter((e) => {
    if (e.clientId === undefined) return true;
    if (seen.has(e.clientId)) return false;
    seen.add(e.clientId);
    return true;
  });
}

// One intake per database, so the process's shutdown (server/main.ts) and the tests can drain it.
const intakes = new WeakMap<Db, EventIntake>();

export function eventIntake(db: Db, options: IntakeOptions): EventIntake {
  let intake = intakes.get(db);
  if (!intake) {
    intake = new EventIntake(db, options);
    intakes.set(db, intake);
  }
  return intake;
}

/** Writes every event taken in on this database and not yet stored. */
export async function drainEventIntake(db: Db): Promise<void> {
  await intakes.get(db)?.drain();
}
