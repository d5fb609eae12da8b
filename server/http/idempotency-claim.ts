// Idempotency-Key for a call that reaches an outside service (a payment provider's refund) and so
// cannot run inside one database transaction (docs/decisions/063-idempotency-keys.md,
// docs/decisions/193-back-office-orders.md). The key is claimed in a transaction of its own before
// the call runs, its answer stored after: a repeat of a finished call gets the stored answer, a
// repeat while it runs IDEMPOTENCY_IN_PROGRESS (409), and an answer not worth keeping (a refusal,
// a bad request, a 5xx: decision 224) frees the key again. A refused refund was undone before it
// answered, so its repeat is a first try; the provider's own idempotency key (the same one, passed
// on) answers a repeat what it answered the first time, and stops a second refund. A crash
// mid-call leaves the key in progress until it is purged.
import { and, eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../contract/cart.js';
import type { Db } from '../db/client.js';
import { idempotencyKeys } from '../db/schema.js';
import { ApiHttpError } from './errors.js';
import { hashBody, keyedPath, readKey, storable } from './idempotency.js';

export interface ClaimedKeyEnv { Variables: { idempotencyKey: string | undefined } }

export function claimedIdempotency<E extends ClaimedKeyEnv>({ db, scope }: { db: Db; scope: (c: Context<E>) => string }): MiddlewareHandler<E> {
  return async (c, next) => {
    const key = readKey(c);
    c.set('idempotencyKey', key);
    if (key === undefined) return next();
    const path = keyedPath(c.req.url);
    const claim = { scope: scope(c), key, method: c.req.method, path, bodyHash: hashBody(await c.req.text()) };
    const ours = and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key));
    const claimed = await db.insert(idempotencyKeys).values(claim).onConflictDoNothing().returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [row] = await db.select().from(idempotencyKeys).where(ours);
      if (!row || row.method !== claim.method || row.path !== claim.path || row.bodyHash !== claim.bodyHash) {
        throw new ApiHttpError(409, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for another request');
      }
      if (row.status === null) throw new ApiHttpError(409, 'IDEMPOTENCY_IN_PROGRESS', 'A request with this Idempotency-Key is still running');
      return c.json(row.body, row.status as ContentfulStatusCode, { [IDEMPOTENT_REPLAYED_HEADER]: 'true', 'Cache-Control': 'no-store' });
    }
    try {
      await next();
    } catch (err) {
      await db.delete(idempotencyKeys).where(ours);
      throw err;
    }
    if (!storable(c)) {
      await db.delete(idempotencyKeys).where(ours);
      return;
    }
    const body: unknown = await c.res.clone().json();
    await db.update(idempotencyKeys).set({ status: c.res.status, body }).where(ours);
  };
}
