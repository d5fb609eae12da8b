// Work that must wait until a request's transaction committed (a mail about a change that could
// still roll back): the route queues it on `c.var.afterCommit`, and this middleware, placed before
// the one that opens the transaction (idempotency), runs it once that one returned. A replayed
// answer queues nothing, so a repeat sends nothing again.
import type { MiddlewareHandler } from 'hono';

export type AfterCommitEnv = { Variables: { afterCommit: (() => Promise<void>)[] } };

export function afterCommit<E extends AfterCommitEnv>(): MiddlewareHandler<E> {
  return async (c, next) => {
    const queued: (() => Promise<void>)[] = [];
    c.set('afterCommit', queued);
    await next();
    if (c.error || c.res.status >= 300) return;
    for (const job of queued) await job();
  };
}
