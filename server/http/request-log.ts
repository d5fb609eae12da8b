// One log line per request: method, path, status, ms, its request id (and who sent it, when it
// says). The id is given by the server on Node's request (answer-headers.ts, which also sends it
// back); an app called without that server (app.request in tests) makes its own.
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../log.js';
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

export function requestLog(log: Logger): MiddlewareHandler {
  const writeLine = requestLineWriter(log);
  return async (c, next) => {
    const started = performance.now();
    const reqId = requestIdFrom(requestHeader(c, INCOMING_ID));
    c.set('requestId', reqId);
    await next();
    writeLine({ reqId, method: c.req.method, path: c.req.path, status: c.res.status, started, requester: requestHeader(c, 'x-requester') });
  };
}
