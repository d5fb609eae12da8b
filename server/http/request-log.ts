// One log line per request: method, path, status, ms (and who sent it, when it says).
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../log.js';

export function requestLog(log: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const requester = c.req.header('x-requester');
    log.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms, ...(requester ? { requester } : {}) }, 'request');
  };
}
