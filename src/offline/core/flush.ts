import type { CartItem } from '../../../contract/checkout';
import type { ApiError } from '../../../contract/error';
import { isApiError, type HttpClient } from '../../lib/http';
import { backoffMs, isTransient } from './backoff';
import { db, type RaggioDb } from './db';
import { lineKeyOf } from '../cart/line-key';
import { lineMap, projectedLines } from '../cart/projection';
import { compareLines, NoticeCollector, publishNotices, refusalNotice } from './notices';
import { enqueue } from '../cart/outbox';
import { freezeWish, keepWishOn, refreshWish, settleWish, type WishOwner } from '../wishes/flush-kind';
import { deliverOrder, type OrderDelivery } from '../orders/flush-kind';
import { isOrderPayload, type OrderPayload } from '../orders/types';
import type { Wish } from '../../../contract/wishes';
import { isCartPayload, type CartPayload, type CheckoutState, type FrozenRequest, type OutboxEntry } from './types';

// The flusher (decisions 075, 109): sends the outbox one entry at a time, oldest first, whatever
// its kind, each with its id as Idempotency-Key. A server answer replaces that kind's mirror; a
// refusal (4xx) ends the entry (the cart's become notices, the wishes' are logged); no answer
// (network, timeout, 5xx) keeps it for a later try. Runs in pages and in the service worker alike;
// the caller holds the outbox lock.

export const SEND_TIMEOUT_MS = 20_000;
/** Outcomes of ended entries are kept a day, for tabs that wait on them. */
const OUTCOME_KEEP_MS = 24 * 60 * 60_000;

export interface FlushDeps {
  http: HttpClient;
  /** The language server texts (names, refusals) should come in. */
  lang: () => string;
  database?: RaggioDb;
  /** The signed-in user, in a page: a refresh reads their wishes too. */
  wishOwner?: () => WishOwner | null;
  /**
   * Ends the run's calls at once (besides each call's timeout): the page's sync aborts a run when
   * the network returns, as the calls it started on the lost one may hang until their timeout.
   */
  signal?: AbortSignal;
}

export interface FlushResult {
  sent: number;
  /** Set when an entry is waiting for its backoff or failed without an answer: try again then. */
  retryAt: number | null;
}

type Claim = { kind: 'empty' } | { kind: 'wait'; until: number } | { kind: 'send'; entry: OutboxEntry & { request: FrozenRequest } };

function freeze(payload: CartPayload, state: CheckoutState | undefined): FrozenRequest | null {
  if (payload.kind === 'add') return { method: 'POST', path: 'checkout/ss/carts', body: payload.body };
  const item = state ? lineMap(state).get(payload.lineKey) : undefined;
  if (!item) return null;
  const path = `checkout/ss/carts/items/${item.id}`;
  return payload.kind === 'remove' ? { method: 'DELETE', path } : { method: 'PATCH', path, body: { quantity: payload.quantity } };
}

const nameIn = (lines: Map<string, CartItem>, entry: OutboxEntry) =>
  lines.get(entry.lineKey)?.name ?? (entry.payload.kind === 'add' ? entry.payload.line.name : '');

export class Flusher {
  private readonly database: RaggioDb;
  private readonly notices = new NoticeCollector();
  private clamped = new Set<string>();

  constructor(private readonly deps: FlushDeps) {
    this.database = deps.database ?? db();
  }

  /** One call's signal: its timeout, and the run's own end. */
  private callSignal(): AbortSignal {
    const timeout = AbortSignal.timeout(SEND_TIMEOUT_MS);
    return this.deps.signal ? AbortSignal.any([this.deps.signal, timeout]) : timeout;
  }

  private async claimNext(now: number): Promise<Claim> {
    const { outbox, checkout, wishes, outcomes } = this.database;
    return this.database.transaction('rw', [outbox, checkout, wishes, outcomes], async (): Promise<Claim> => {
      for (;;) {
        const first = await outbox.orderBy('seq').first();
        if (!first) return { kind: 'empty' };
        if (first.nextAttemptAt > now) return { kind: 'wait', until: first.nextAttemptAt };
        const request = first.request ?? (isCartPayload(first.payload)
          ? freeze(first.payload, (await checkout.get('current'))?.state)
          : isOrderPayload(first.payload)
            // Its steps are its own (orders/flush-kind.ts); this names the one that makes the order.
            ? { method: 'POST' as const, path: 'orders/intents' }
            : await freezeWish(first.payload, this.database));
        if (request) {
          const entry = { ...first, attempts: first.attempts + 1, request: { ...request, lang: request.lang ?? this.deps.lang() } };
          await outbox.put(entry);
          return { kind: 'send', entry };
        }
        // A change to a line the server no longer has: nothing to send (the line's absence is
        // reported by the comparison of the run).
        await outbox.delete(first.seq!);
        await outcomes.put({ id: first.id, ok: true, at: now });
      }
    });
  }

  /**
   * Replaces the mirror, ending `entry` (if any); records what changed for the user. A state
   * whose request started before the mirrored one's is older than it and is ignored. `savedAt`
   * is when the mirrored state was true (its request's start, or now for a flush's answer), not
   * when it was written: a start-up read stored late must not outrank a step's answer that
   * started after it (decision 076).
   */
  private async settle(state: CheckoutState | null, entry: OutboxEntry | null, error?: ApiError, startedAt?: number): Promise<boolean> {
    const { outbox, checkout, outcomes } = this.database;
    const now = Date.now();
    const adopted = await this.database.transaction('rw', outbox, checkout, outcomes, async () => {
      const row = await checkout.get('current');
      if (startedAt !== undefined && row && row.savedAt > startedAt) return false;
      const mirror = row?.state;
      const all = await outbox.orderBy('seq').toArray();
      const rest = entry ? all.filter((e) => e.id !== entry.id) : all;
      const before = projectedLines(mirror, all);
      if (entry) {
        await outbox.delete(entry.seq!);
        await outcomes.put({ id: entry.id, ok: !error, ...(error ? { error } : {}), at: now });
      }
      if (state) await checkout.put({ key: 'current', state, savedAt: startedAt ?? now });
      const after = projectedLines(state ?? mirror, rest);
      this.notices.add(compareLines(before, after));
      if (entry && error) {
        this.notices.forget(entry.lineKey);
        this.notices.add([refusalNotice(entry.lineKey, nameIn(before, entry), error)]);
      }
      return true;
    });
    if (state && adopted) await this.clampLines(state);
    return adopted;
  }

  /**
   * A checkout state read by someone else (start-up, a page's query) started at `startedAt`:
   * adopted unless a newer one is mirrored already; what changed is told. True when adopted.
   */
  async adopt(state: CheckoutState, startedAt: number): Promise<boolean> {
    const adopted = await this.settle(state, null, undefined, startedAt);
    await publishNotices(this.notices.drafts, this.database);
    return adopted;
  }

  /** Lines whose quantity the stock no longer allows are set to the most there is, once per run. */
  private async clampLines(state: CheckoutState): Promise<void> {
    for (const item of state.unavailableItems) {
      const key = lineKeyOf(item);
      if (item.issue !== 'quantity' || this.clamped.has(key) || item.bounds.max < item.bounds.min) continue;
      if (item.quantity <= item.bounds.max) continue;
      this.clamped.add(key);
      if ((await this.database.outbox.where('lineKey').equals(key).count()) > 0) continue;
      await enqueue({ kind: 'setQuantity', lineKey: key, quantity: item.bounds.max }, this.database);
      this.notices.add([{ lineKey: key, kind: 'reduced', name: item.name, quantity: item.bounds.max }]);
    }
  }

  private async send<T>(entry: OutboxEntry & { request: FrozenRequest }): Promise<T> {
    const { method, path, body, lang } = entry.request;
    return this.deps.http.request<T>(method, path, {
      ...(body === undefined ? {} : { body }),
      query: { lang: lang ?? this.deps.lang() },
      headers: { 'Idempotency-Key': entry.id },
      signal: this.callSignal(),
    });
  }

  /** `lang`: the entry's first send's, so its keyed steps repeat the same query. */
  private orderDelivery(lang: string): OrderDelivery {
    return {
      database: this.database,
      send: <T>(method: 'POST' | 'PATCH', path: string, body: unknown, idempotencyKey: string) => this.deps.http.request<T>(method, path, {
        ...(body === undefined ? {} : { body }),
        query: { lang },
        headers: { 'Idempotency-Key': idempotencyKey },
        signal: this.callSignal(),
      }),
      adopt: async (state) => { await this.settle(state, null, undefined, Date.now()); },
      readCart: () => this.deps.http.get<CheckoutState>('checkout/ss', {
        query: { lang: this.deps.lang() }, signal: this.callSignal(),
      }),
    };
  }

  /** Sends what is due, in order; stops at the first entry that got no answer. */
  private async drain(): Promise<{ sent: number; answered: boolean; refused: boolean; retryAt: number | null }> {
    const out = { sent: 0, answered: false, refused: false, retryAt: null as number | null };
    for (;;) {
      const claim = await this.claimNext(Date.now());
      if (claim.kind === 'empty') return out;
      if (claim.kind === 'wait') return { ...out, retryAt: claim.until };
      const { entry } = claim;
      const order = isOrderPayload(entry.payload);
      const wish = !isCartPayload(entry.payload) && !order;
      try {
        if (order) {
          // Ends the entry itself, whatever the answer; what it throws is retried later.
          await deliverOrder(this.orderDelivery(entry.request.lang ?? this.deps.lang()), entry as OutboxEntry & { payload: OrderPayload });
          out.answered = true;
        } else if (wish) {
          await settleWish(this.database, await this.send<Wish>(entry), entry);
        } else {
          const state = await this.send<CheckoutState>(entry);
          out.answered = true;
          await this.settle(state, entry);
        }
        out.sent++;
      } catch (caught) {
        const error: ApiError = isApiError(caught) ? caught : { code: 'GENERAL_ERROR', message: String(caught), statusCode: 0 };
        if (order || isTransient(error) || (wish && keepWishOn(error))) {
          const retryAt = Date.now() + backoffMs(entry.attempts);
          await this.database.outbox.update(entry.seq!, { lastError: error, nextAttemptAt: retryAt });
          return { ...out, retryAt };
        }
        out.sent++;
        if (wish) {
          await settleWish(this.database, null, entry, error);
          continue;
        }
        out.refused = true;
        await this.settle(null, entry, error);
      }
    }
  }

  /** Sends what is due; with `refresh`, also reads the server's cart when nothing else did. */
  async run(options: { refresh?: boolean } = {}): Promise<FlushResult> {
    await this.database.outcomes.where('at').below(Date.now() - OUTCOME_KEEP_MS).delete();
    const first = await this.drain();
    const { answered, refused } = first;
    let { sent, retryAt } = first;
    // A refusal answers no state, and a plain reconnect sends nothing: read the cart, so stock
    // that fell meanwhile shows (and is told) now.
    if (retryAt === null && (refused || (options.refresh && !answered))) {
      try {
        const startedAt = Date.now();
        const state = await this.deps.http.get<CheckoutState>('checkout/ss', {
          query: { lang: this.deps.lang() }, signal: this.callSignal(),
        });
        await this.settle(state, null, undefined, startedAt);
        // Clamped lines were queued: send them too.
        const more = await this.drain();
        sent += more.sent;
        retryAt = more.retryAt;
      } catch {
        // Offline again: the next reconnect reads it.
      }
    }
    const owner = this.deps.wishOwner?.();
    if (options.refresh && owner && retryAt === null) {
      await refreshWish(this.deps.http, this.database, owner, this.callSignal(), this.deps.lang())
        .catch((error: unknown) => console.warn('wishes not read', error));
    }
    await publishNotices(this.notices.drafts, this.database);
    return { sent, retryAt };
  }
}

/** One flush run (the caller holds the outbox lock). */
export function flushOutbox(deps: FlushDeps, options: { refresh?: boolean } = {}): Promise<FlushResult> {
  return new Flusher(deps).run(options);
}
