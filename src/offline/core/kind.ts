import type { ApiError } from '../../../contract/error';
import type { HttpClient } from '../../lib/http';
import type { RaggioDb } from './db';
import type { FrozenRequest, OutboxEntry, QueuedPayload } from './types';

// What the outbox asks of each kind of entry (decision 213). The core keeps one FIFO, claims the
// oldest entry, freezes its request once, backs off when no answer came; the kind says how its
// request is made, how an answer settles into its mirror and how a refusal is told. Each kind
// registers in its own folder's flush-kind.ts and src/offline/kinds.ts hands them to the core:
// nothing under core/ imports them.

/** An entry being sent: claimed, its request frozen. */
export type SentEntry<P extends QueuedPayload = QueuedPayload> = OutboxEntry<P> & { request: FrozenRequest };

/** What a flush run has done. */
export interface Drained {
  sent: number;
  /** Set when an entry is waiting for its backoff or failed without an answer: try again then. */
  retryAt: number | null;
}

/** What the flusher lends each kind for one run. */
export interface FlushRun {
  readonly database: RaggioDb;
  readonly http: HttpClient;
  /** The language server texts (names, refusals) should come in. */
  readonly lang: () => string;
  /** The run was asked to read the server's state again (the app's start, a reconnect). */
  readonly refresh: boolean;
  /** One call's abort signal: its timeout, and the run's own end. */
  signal(): AbortSignal;
  /** Sends the entry's frozen request, in its first send's language, its id as Idempotency-Key. */
  send<T>(entry: SentEntry): Promise<T>;
  /** Sends what is due now (what a kind queued during the run); stops at the first entry without an answer. */
  drain(): Promise<Drained>;
}

/** A kind's part in one run; it may keep what the run learnt (notices, whether a state came back). */
export interface KindRun<P extends QueuedPayload = QueuedPayload> {
  /**
   * Sends the entry and settles the answer into the kind's mirror, ending the entry. What it
   * throws without an answer (backoff.ts `isTransient`) keeps the entry for a later try.
   */
  deliver(entry: SentEntry<P>): Promise<void>;
  /** Answers that keep the entry for a later try too, not refusals. */
  keeps?(error: ApiError): boolean;
  /** Ends an entry the server refused. A kind without it keeps every entry whose delivery threw. */
  refuse?(entry: SentEntry<P>, error: ApiError): Promise<void>;
  /** After the run's sends, in the kinds' order: what the kind does then (a read, its notices). */
  finish?(drained: Drained): Promise<Drained>;
}

export interface OutboxKind<P extends QueuedPayload = QueuedPayload> {
  /** For messages: 'cart', 'wishes', 'orders'. */
  readonly name: string;
  /** True for this kind's payloads (the outbox holds every kind's, in one order). */
  owns(payload: QueuedPayload): payload is P;
  /** The tables `freeze` reads: the claim's transaction opens them. */
  readonly freezeReads: readonly string[];
  /**
   * The request of the entry's first send, kept for its retries; null when there is nothing left
   * to send, which ends the entry well. Runs inside the claim's transaction.
   */
  freeze(payload: P, database: RaggioDb): Promise<FrozenRequest | null>;
  /** The kind's part of a run that begins. */
  start(run: FlushRun): KindRun<P>;
}
