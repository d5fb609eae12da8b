import type { ApiError } from '../../../contract/error';
import { isApiError, type HttpClient } from '../../lib/http';
import { backoffMs, isTransient } from './backoff';
import { db, type RaggioDb } from './db';
import type { Drained, FlushRun, KindRun, OutboxKind, SentEntry } from './kind';
import { endEntry } from './queue';
import type { QueuedPayload } from './types';

// The flusher (decisions 075, 109, 213): sends the outbox one entry at a time, oldest first,
// whatever its kind, each with its id as Idempotency-Key. The entry's kind freezes its request,
// settles the answer into its mirror and tells a refusal (4xx); no answer (network, timeout, 5xx)
// keeps the entry for a later try and ends the run. Runs in pages and in the service worker
// alike; the caller holds the outbox lock.

export const SEND_TIMEOUT_MS = 20_000;
/** Outcomes of ended entries are kept a day, for tabs that wait on them. */
const OUTCOME_KEEP_MS = 24 * 60 * 60_000;

export interface FlushDeps {
  http: HttpClient;
  /** The language server texts (names, refusals) should come in. */
  lang: () => string;
  database?: RaggioDb;
  /** Every kind the outbox may hold, in the order their part of a run ends (src/offline/kinds.ts). */
  kinds: readonly OutboxKind[];
  /**
   * Ends the run's calls at once (besides each call's timeout): the page's sync aborts a run when
   * the network returns, as the calls it started on the lost one may hang until their timeout.
   */
  signal?: AbortSignal;
}

export type FlushResult = Drained;

type Claim = { kind: 'empty' } | { kind: 'wait'; until: number } | { kind: 'send'; entry: SentEntry; run: KindRun };

const asApiError = (caught: unknown): ApiError =>
  isApiError(caught) ? caught : { code: 'GENERAL_ERROR', message: String(caught), statusCode: 0 };

class Flusher {
  private readonly database: RaggioDb;
  private readonly runs: Map<OutboxKind, KindRun>;
  /** The outbox's tables and those the kinds freeze from: one transaction claims an entry. */
  private readonly claimTables: string[];

  constructor(private readonly deps: FlushDeps, refresh: boolean) {
    this.database = deps.database ?? db();
    const run: FlushRun = {
      database: this.database,
      http: deps.http,
      lang: deps.lang,
      refresh,
      signal: () => this.callSignal(),
      send: (entry) => this.send(entry),
      drain: () => this.drain(),
    };
    this.runs = new Map(deps.kinds.map((kind) => [kind, kind.start(run)]));
    this.claimTables = [...new Set(['outbox', 'outcomes', ...deps.kinds.flatMap((kind) => kind.freezeReads)])];
  }

  /** One call's signal: its timeout, and the run's own end. */
  private callSignal(): AbortSignal {
    const timeout = AbortSignal.timeout(SEND_TIMEOUT_MS);
    return this.deps.signal ? AbortSignal.any([this.deps.signal, timeout]) : timeout;
  }

  private kindOf(payload: QueuedPayload): OutboxKind {
    const kind = this.deps.kinds.find((candidate) => candidate.owns(payload));
    // Not dropped: an entry no kind knows stays queued (and the run fails) until one does.
    if (!kind) throw new Error(`no outbox kind for the entry kind '${payload.kind}'`);
    return kind;
  }

  private async claimNext(now: number): Promise<Claim> {
    const { outbox } = this.database;
    return this.database.transaction('rw', this.claimTables, async (): Promise<Claim> => {
      for (;;) {
        const first = await outbox.orderBy('seq').first();
        if (!first) return { kind: 'empty' };
        if (first.nextAttemptAt > now) return { kind: 'wait', until: first.nextAttemptAt };
        const kind = this.kindOf(first.payload);
        const request = first.request ?? await kind.freeze(first.payload, this.database);
        if (request) {
          const entry = { ...first, attempts: first.attempts + 1, request: { ...request, lang: request.lang ?? this.deps.lang() } };
          await outbox.put(entry);
          return { kind: 'send', entry, run: this.runs.get(kind)! };
        }
        // Nothing left to send (a change to a cart line the server no longer has): the entry
        // ends well; what it meant to the user is its kind's to tell.
        await endEntry(this.database, first, undefined, now);
      }
    });
  }

  private send<T>(entry: SentEntry): Promise<T> {
    const { method, path, body, lang } = entry.request;
    return this.deps.http.request<T>(method, path, {
      ...(body === undefined ? {} : { body }),
      query: { lang: lang ?? this.deps.lang() },
      headers: { 'Idempotency-Key': entry.id },
      signal: this.callSignal(),
    });
  }

  /** Sends what is due, in order; stops at the first entry that got no answer. */
  private async drain(): Promise<Drained> {
    const out: Drained = { sent: 0, retryAt: null };
    for (;;) {
      const claim = await this.claimNext(Date.now());
      if (claim.kind === 'empty') return out;
      if (claim.kind === 'wait') return { ...out, retryAt: claim.until };
      const { entry, run } = claim;
      try {
        await run.deliver(entry);
        out.sent++;
      } catch (caught) {
        const error = asApiError(caught);
        if (isTransient(error) || !run.refuse || run.keeps?.(error)) {
          const retryAt = Date.now() + backoffMs(entry.attempts);
          await this.database.outbox.update(entry.seq!, { lastError: error, nextAttemptAt: retryAt });
          return { ...out, retryAt };
        }
        out.sent++;
        await run.refuse(entry, error);
      }
    }
  }

  /** Sends what is due, then lets each kind end its part of the run. */
  async run(): Promise<FlushResult> {
    await this.database.outcomes.where('at').below(Date.now() - OUTCOME_KEEP_MS).delete();
    let drained = await this.drain();
    for (const run of this.runs.values()) {
      if (run.finish) drained = await run.finish(drained);
    }
    return drained;
  }
}

/**
 * One flush run over `deps.kinds` (the caller holds the outbox lock). With `refresh`, the kinds
 * also read the server's state (the cart's, the wishes') when the run did not bring it back.
 */
export function flushOutbox(deps: FlushDeps, options: { refresh?: boolean } = {}): Promise<FlushResult> {
  return new Flusher(deps, options.refresh ?? false).run();
}
