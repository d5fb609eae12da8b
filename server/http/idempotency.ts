// Idempotency-Key on mutations (docs/decisions/063-idempotency-keys.md). The first request with a
// key claims it by inserting its row, runs inside the same transaction, and stores its answer
// there before committing: the answer and the change it made commit together or not at all. A
// route whose answer is costly to read (the cart's whole state, the staff's order page) answers
// after the commit instead (decisions 243, 269): its transaction keeps, with the key, the subject
// the answer is read from, and the answer read after the commit is stored on the key just after;
// a repeat that finds no answer stored yet (the first still reading it, or a crash between) reads
// it from the subject.
// A repeat finds the committed row and gets the stored answer; a concurrent repeat waits on the
// primary key of the uncommitted row (PostgreSQL), or on PGlite's one-transaction-at-a-time lock,
// and then replays. Only a change that went through is kept: a refusal (4xx) or a failure rolls
// the whole transaction back, its key with it, so the key is free again (decision 224). Requests
// without the header run as they are.
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { IDEMPOTENT_REPLAYED_HEADER, idempotencyKeySchema } from '../../contract/cart.js';
import type { Db } from '../db/client.js';
import { idempotencyKeys } from '../db/schema.js';
import { MAX_JSON_DEPTH } from './body-limits.js';
import { ApiHttpError, validationError } from './errors.js';
import { nestsDeeperThan } from './json-depth.js';
import { idempotentReplays } from '../ops/metrics.js';

/** Routes read the database from `c.var.db`: the key's transaction while one is open. */
export interface IdempotencyEnv { Variables: { db: Db } }

/**
 * A route with an answer read after the commit ends with `c.var.answerAfterCommit(subject)`, or
 * `(subject, 201)` for an answer that says it made something (a note: decision 269).
 */
export interface AnswerAfterCommitEnv { Variables: { answerAfterCommit: (subject: AnswerSubject, status?: AnswerStatus) => Response } }

/** The statuses an answer read after the commit can go with. */
export type AnswerStatus = 200 | 201;

/** What an answer read after the commit is read from (a cart's id, an order's): kept with the key. */
export type AnswerSubject = Record<string, string | number>;

export interface IdempotencyOptions<E extends IdempotencyEnv> {
  db: Db;
  /** Whose key it is (e.g. the session): keys of different scopes never meet. */
  scope: (c: Context<E>) => string;
  /** Keys are kept at least this long; default 24 hours. */
  keepMs?: number;
  /**
   * The route's 200 answer read from `subject` on `db` outside any transaction, for a route that
   * answers after the commit; the same read answers a repeat that finds no answer stored.
   */
  answerOf?: (c: Context<E>, db: Db, subject: AnswerSubject) => Promise<unknown>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const PURGE_EVERY_MS = 10 * 60 * 1000;

/**
 * Object keys sorted at every level, so the same request hashes the same however it is spelt.
 * Recursive: hashBody hands it only text nesting at most MAX_JSON_DEPTH deep (decision 220).
 */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
}

/**
 * What a key names besides the method and body: the path as it came, still percent-encoded
 * (decoded, a %00 in it is a NUL that PostgreSQL's text refuses: found by the fuzz suite), and the
 * query (?lang=en answers in English), its pairs sorted and re-encoded, so the same key with
 * another query is refused rather than answered for the first (decision 198).
 */
export function keyedPath(requestUrl: string): string {
  const url = new URL(requestUrl);
  const query = new URLSearchParams(url.search);
  query.sort();
  return query.size > 0 ? `${url.pathname}?${query.toString()}` : url.pathname;
}

export function hashBody(text: string): string {
  let basis = text;
  try {
    // A JSON body deeper than that was refused before (json-depth.ts), bar one sent with another
    // media type, which the validator refuses: its bytes are hashed as they are.
    if (text !== '' && !nestsDeeperThan(text, MAX_JSON_DEPTH)) basis = JSON.stringify(canonical(JSON.parse(text)));
  } catch {
    // Not JSON: the validator will refuse it; hash the bytes as they are.
  }
  return createHash('sha256').update(basis).digest('hex');
}

/**
 * Answers worth keeping: a change that went through (2xx). A refusal changed nothing, so running
 * the same request again is its first run, against the shop as it is then: no 4xx needs its replay
 * (decision 224). Neither does a request that never reached the route (bad body, header or media
 * type) nor a failure: the client may correct or retry it and reuse the key.
 */
export function storable(c: Context): boolean {
  return c.res.status < 400 && c.error === undefined;
}

class NotStored extends Error {}

export async function purgeIdempotencyKeys(db: Db, olderThan: Date): Promise<number> {
  const removed = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, olderThan)).returning({ key: idempotencyKeys.key });
  return removed.length;
}

export function readKey(c: Context): string | undefined {
  const raw = c.req.header('idempotency-key');
  if (raw === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(raw);
  if (!parsed.success) {
    throw validationError([{ in: 'header', path: 'idempotency-key', message: parsed.error.issues[0]?.message ?? 'invalid' }]);
  }
  return parsed.data;
}

export type Stored = { status: number; body: unknown; subject?: AnswerSubject | null };

export function idempotency<E extends IdempotencyEnv>({ db, scope, keepMs = DAY_MS, answerOf }: IdempotencyOptions<E>): MiddlewareHandler<E> {
  let nextPurge = 0;
  /** The answer read after the commit, set as the response (its headers, a cookie say, kept). */
  const answerNow = async (c: Context<E>, subject: AnswerSubject, status: AnswerStatus): Promise<unknown> => {
    if (!answerOf) throw new Error('answerAfterCommit needs the route\'s answerOf');
    const body = await answerOf(c, db, subject);
    c.res = c.json(body, status);
    return body;
  };
  return async (c, next) => {
    c.set('db', db);
    let subject: AnswerSubject | undefined;
    let answerStatus: AnswerStatus = 200;
    (c as unknown as Context<AnswerAfterCommitEnv>).set('answerAfterCommit', (what: AnswerSubject, status: AnswerStatus = 200) => {
      subject = what;
      answerStatus = status;
      return c.body(null, status);
    });
    const key = readKey(c);
    if (key === undefined) {
      await next();
      if (subject && storable(c)) await answerNow(c, subject, answerStatus);
      return;
    }
    const path = keyedPath(c.req.url);
    const claim = { scope: scope(c), key, method: c.req.method, path, bodyHash: hashBody(await c.req.text()) };
    const ours = and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key));
    let replay: Stored | undefined;
    try {
      await db.transaction(async (tx) => {
        const claimed = await tx.insert(idempotencyKeys).values(claim).onConflictDoNothing().returning({ key: idempotencyKeys.key });
        if (claimed.length === 0) {
          const [row] = await tx.select().from(idempotencyKeys).where(ours);
          if (!row || row.method !== claim.method || row.path !== claim.path || row.bodyHash !== claim.bodyHash) {
            throw new ApiHttpError(409, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for another request');
          }
          if (row.status === null) throw new ApiHttpError(409, 'IDEMPOTENCY_IN_PROGRESS', 'A request with this Idempotency-Key is still running');
          replay = { status: row.status, body: row.body, subject: row.subject };
          return;
        }
        c.set('db', tx);
        try {
          await next();
        } finally {
          c.set('db', db);
        }
        if (!storable(c)) throw new NotStored();
        // Answered after the commit: the subject is kept now, the answer once read.
        if (subject) return tx.update(idempotencyKeys).set({ status: c.res.status, subject }).where(ours);
        const body: unknown = await c.res.clone().json();
        await tx.update(idempotencyKeys).set({ status: c.res.status, body }).where(ours);
      });
    } catch (err) {
      if (!(err instanceof NotStored)) throw err;
    }
    if (replay) {
      idempotentReplays.inc();
      // No answer stored yet (the first still reading it, or it died before storing it): read it now.
      const body = replay.body === null && replay.subject ? await answerOf!(c, db, replay.subject) : replay.body;
      return c.json(body, replay.status as ContentfulStatusCode, { [IDEMPOTENT_REPLAYED_HEADER]: 'true', 'Cache-Control': 'no-store' });
    }
    if (subject && storable(c)) {
      const body = await answerNow(c, subject, answerStatus);
      // One statement on its own, after the commit: the key's transaction held none of the reading.
      await db.update(idempotencyKeys).set({ body }).where(ours);
    }
    // Opportunistic, at most every few minutes per process: old keys need not go at once.
    if (Date.now() >= nextPurge) {
      nextPurge = Date.now() + PURGE_EVERY_MS;
      await purgeIdempotencyKeys(db, new Date(Date.now() - keepMs));
    }
  };
}
