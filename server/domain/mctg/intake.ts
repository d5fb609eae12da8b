// Event intake (decision 158): a batch is checked, put in this process's buffer and answered at
// once; a single writer stores the buffer in one statement every FLUSH_MS (or at FLUSH_AT events).
// The intake is paced: at most `eventsPerSecond` events a second are taken in, and a request over
// the pace waits for its turn before its body is even read, so 50 browsers posting as fast as they
// can cost the process a bounded share of its CPU and the catalogue keeps the rest. A full buffer
// (the database slow or away) or a long line answers 503 with Retry-After: the browser's queue
// keeps the events and sends them later (decision 143).
import { RateLimiterMemory, RateLimiterQueue } from 'rate-limiter-flexible';
import type { Db } from '../../db/client.js';
import { isDataException } from '../../db/errors.js';
import { analyticsEventsDropped } from '../../ops/metrics.js';
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
}

/** The key rate-limiter-flexible's queue counts under when it is given none. */
const QUEUE_KEY = 'limiter';

/**
 * The pace: rate-limiter-flexible's queue lets a request in when this second's events allow one,
 * first come first served, and refuses it when MAX_WAITING are already waiting. A request takes one
 * event on entry and pays for the rest once its body is read, so a second's pace may be overdrawn
 * by one batch.
 */
class Pace {
  private readonly limiter: RateLimiterMemory;
  private readonly queue: RateLimiterQueue;
  private stopping = false;
  private stop!: (admitted: false) => void;
  private readonly stopped = new Promise<false>((resolve) => { this.stop = resolve; });

  constructor(perSecond: number) {
    this.limiter = new RateLimiterMemory({ points: Math.max(1, Math.floor(perSecond)), duration: 1 });
    this.queue = new RateLimiterQueue(this.limiter, { maxQueueSize: MAX_WAITING });
  }

  /** Resolves true when the request may go on, false when the line is too long or the process stops. */
  enter(): Promise<boolean> {
    if (this.stopping) return Promise.resolve(false);
    const admitted = this.queue.removeTokens(1).then(() => true, () => false);
    return Promise.race([admitted, this.stopped]);
  }

  /** The request turned out to carry `events` events (it paid one on entry). */
  pay(events: number): void {
    if (events > 1) void this.limiter.penalty(QUEUE_KEY, events - 1);
  }

  /** The process is stopping: whoever waits is told to come back later, as is anyone new. */
  release(): void {
    this.stopping = true;
    this.stop(false);
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

  private stopped = false;

  constructor(private readonly db: Db, { eventsPerSecond, log }: IntakeOptions) {
    this.pace = new Pace(eventsPerSecond);
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
    if (this.stopped) return false;
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

  /** Writes everything taken in so far (the tests read the database after it). */
  drain(): Promise<void> {
    return this.flush();
  }

  /**
   * The process is stopping: requests waiting for the pace, and any taken in from now on, are told
   * to come back later (503; the browser keeps its queue), and everything taken in is written.
   */
  stop(): Promise<void> {
    this.stopped = true;
    this.pace.release();
    return this.flush();
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
        // The rows themselves were refused: halves are written apart until the bad event is
        // alone and dropped, so one event never sinks the others (decision 196).
        if (isDataException(err)) {
          await this.writeApart(group, err);
          return;
        }
        if (attempt >= WRITE_ATTEMPTS) {
          // Analytics: lost, as a crash would lose them (decision 158); the shop goes on.
          this.log?.warn({ err, events: group.length }, 'analytics events not stored');
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  }

  /** Writes the two halves of a refused group apart; a single refused event is dropped and counted. */
  private async writeApart(group: TrackedEvent[], err: unknown): Promise<void> {
    if (group.length === 1) {
      analyticsEventsDropped.inc();
      this.log?.warn({ err, events: 1 }, 'analytics event not stored: the database refused its data');
      return;
    }
    const half = Math.ceil(group.length / 2);
    await this.tryWrite(group.slice(0, half));
    await this.tryWrite(group.slice(half));
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

/** The process is stopping: no more events are taken in, and those taken in are written. */
export async function stopEventIntake(db: Db): Promise<void> {
  await intakes.get(db)?.stop();
}
