// One log line per request: method, path, status, ms, its request id (and who sent it, when it
// says). The id comes from the caller's X-Request-Id when it is a plain token (a proxy's), else a
// new one; the answer carries it back, and every error logged for the request names it.
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../log.js';

declare module 'hono' {
  interface ContextVariableMap {
    requestId: string;
  }
}

export const REQUEST_ID_HEADER = 'X-Request-Id';
const PLAIN_ID = /^[\w.:-]{8,128}$/;

export function requestLog(log: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header(REQUEST_ID_HEADER);
    const reqId = incoming !== undefined && PLAIN_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', reqId);
    await next();
    c.header(REQUEST_ID_HEADER, reqId);
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const requester = c.req.header('x-requester');
    log.info({ reqId, method: c.req.method, path: c.req.path, status: c.res.status, ms, ...(requester ? { requester } : {}) }, 'request');
  };
}
