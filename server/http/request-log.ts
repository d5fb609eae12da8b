// One log line per request: method, path, status, ms, its request id (and who sent it, when it
// says). The id is given by the server on Node's request (answer-headers.ts, which also sends it
// back); an app called without that server (app.request in tests) makes its own.
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../log.js';
import { REQUEST_ID_HEADER, requestIdFrom } from './answer-headers.js';

declare module 'hono' {
  interface ContextVariableMap {
    requestId: string;
  }
}

export function requestLog(log: Logger): MiddlewareHandler {
  // The line's fields are fixed and hold no secret: the redaction walk (two thirds of a line's
  // cost, decision 163) is left to the other lines.
  const lines = log.child({}, { redact: { paths: [] } });
  return async (c, next) => {
    const started = performance.now();
    const reqId = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', reqId);
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const requester = c.req.header('x-requester');
    lines.info({ reqId, method: c.req.method, path: c.req.path, status: c.res.status, ms, ...(requester ? { requester } : {}) }, 'request');
  };
}
