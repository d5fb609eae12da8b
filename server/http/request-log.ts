// One log line per request: method, path, status, ms, its request id (and who sent it, when it
// says). The id is given by the server on Node's request (answer-headers.ts, which also sends it
// back); an app called without that server (app.request in tests) makes its own. The same layer
// counts the request in the metrics (decision 152), from the same start and status.
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../log.js';
import { countRequest } from '../ops/metrics.js';
import { INCOMING_ID, requestIdFrom } from './answer-headers.js';
import { requestHeader } from './request-header.js';

declare module 'hono' {
  interface ContextVariableMap {
    requestId: string;
  }
}

export interface RequestLine {
  reqId: string;
  method: string;
  /** The path without its query. */
  path: string;
  status: number;
  /** Since `started` (performance.now()). */
  started: number;
  /** The client's x-requester header. */
  requester: string | undefined;
}

/** Writes request lines to `log` (also for calls answered before the app: repeat-answers.ts). */
export function requestLineWriter(log: Logger): (line: RequestLine) => void {
  // The line's fields are fixed and hold no secret: the redaction walk (two thirds of a line's
  // cost, decision 163) is left to the other lines.
  const lines = log.child({}, { redact: { paths: [] } });
  return ({ reqId, method, path, status, started, requester }) => {
    const ms = Math.round((performance.now() - started) * 10) / 10;
    lines.info({ reqId, method, path, status, ms, ...(requester ? { requester } : {}) }, 'request');
  };
}

/**
 * Logs and counts every request. One layer rather than two: each layer is a step of Hono's chain
 * that every call pays for (decision 188). A request is counted under its route pattern
 * ('/v1/catalogs/articles/:slug'), never its raw path.
 */
export function requestRecord(log: Logger): MiddlewareHandler {
  const writeLine = requestLineWriter(log);
  return async (c, next) => {
    const started = performance.now();
    const reqId = requestIdFrom(requestHeader(c, INCOMING_ID));
    c.set('requestId', reqId);
    await next();
    const { method } = c.req;
    const { status } = c.res;
    writeLine({ reqId, method, path: c.req.path, status, started, requester: requestHeader(c, 'x-requester') });
    countRequest(method, c.req.routePath || 'unmatched', status, (performance.now() - started) / 1000);
  };
}
