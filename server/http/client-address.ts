// The address a request comes from, the key of per-client rate limits. X-Forwarded-For is only
// believed behind a proxy the operator declared (TRUST_PROXY=on): anyone can send the header.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    // The proxy appends the address it saw; earlier entries are the client's own claims.
    const forwarded = c.req.header('x-forwarded-for')?.split(',').map((s) => s.trim()).filter(Boolean);
    const last = forwarded?.at(-1);
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not served by @hono/node-server (app.request in a unit test): one shared bucket.
    return 'unknown';
  }
}
