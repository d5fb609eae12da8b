import type { Context, MiddlewareHandler, Next } from 'hono';
import { setImmediate as afterIo } from 'node:timers/promises';

/**
 * Requests that do the shop's work take turns: at most `limit` run at once, the others wait in
 * arrival order before they start (decision 171). PGlite answers one query at a time in one
 * queue, so under a burst a request that asks several queries in a row used to wait behind
 * every other request once per query, and a page's answer took many times the average; in line,
 * each request waits once and then runs beside a few others.
 *
 * A turn is taken before any work starts and kept until the answer is made, so no request holds
 * a turn while it waits for one still in line: calls the shop makes to itself (the payment
 * sandbox's webhooks) must be exempt, or they could wait for their caller's own turn.
 */
export interface Admission {
  /** Runs the rest of the chain in a turn, unless `exempt(c)`. */
  middleware(exempt?: (c: Context) => boolean): MiddlewareHandler;
  /** Requests running in a turn and waiting for one, for the metrics. */
  stats(): { active: number; waiting: number };
}

export function admission(limit: number): Admission {
  // Turns counted here rather than with p-limit: its two promises and two async closures per call
  // were a few per cent of every API call's CPU, for a line that is empty nearly always (decision 188).
  let active = 0;
  /** Requests waiting for a turn, first come first: each is let in by calling it. */
  const line: (() => void)[] = [];
  /** A turn that ends goes to the first in line, so `active` only falls when nobody waits. */
  const release = () => {
    const first = line.shift();
    if (first) first();
    else active -= 1;
  };
  const inTurn = async (next: Next) => {
    try {
      await next();
    } finally {
      release();
    }
  };
  return {
    middleware: (exempt = () => false) => async (c: Context, next: Next) => {
      if (exempt(c)) return next();
      // The body is read before the turn (Hono keeps it for the handler): a few clients sending
      // theirs slowly would otherwise hold every turn and stop the shop.
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') await c.req.arrayBuffer();
      // One that finds a turn free was just read from the network and starts at once.
      if (active < limit) {
        active += 1;
        return inTurn(next);
      }
      // A request let out of the line starts after the event loop's next look at the network
      // (see server/db/client.ts): the line moves in the promise callbacks of the request that
      // ended.
      await new Promise<void>((letIn) => line.push(letIn));
      await afterIo();
      return inTurn(next);
    },
    stats: () => ({ active, waiting: line.length }),
  };
}
