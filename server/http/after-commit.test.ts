import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../log.js';
import { afterCommit, type AfterCommitEnv } from './after-commit.js';
import { errorHandler } from './error-handler.js';
import { ApiHttpError } from './errors.js';

/** afterCommit, then a stand-in for the middleware that opens and commits the transaction, then the route. */
function app(seen: string[]) {
  const hono = new Hono<AfterCommitEnv>();
  hono.onError(errorHandler(createLogger('silent')));
  hono.use('*', afterCommit());
  hono.use('*', async (_c, next) => { await next(); seen.push('commit'); });
  const queue = (c: { var: AfterCommitEnv['Variables'] }) => {
    c.var.afterCommit.push(async () => { seen.push('mail 1'); }, async () => { seen.push('mail 2'); });
    seen.push('route');
  };
  hono.post('/ok', (c) => { queue(c); return c.json({ ok: true }, 201); });
  hono.post('/refused', (c) => { queue(c); return c.json({ code: 'NO' }, 409); });
  hono.post('/redirect', (c) => { queue(c); return c.redirect('/elsewhere', 303); });
  hono.post('/thrown', (c) => { queue(c); throw new ApiHttpError(409, 'CART_CHANGED', 'The cart changed'); });
  hono.post('/bug', (c) => { queue(c); throw new Error('rolled back'); });
  return hono;
}

describe('afterCommit', () => {
  it('runs the queued work in order once the transaction committed, after a successful answer', async () => {
    const seen: string[] = [];
    const answer = await app(seen).request('/ok', { method: 'POST' });
    expect(answer.status).toBe(201);
    expect(seen).toEqual(['route', 'commit', 'mail 1', 'mail 2']);
  });

  it('runs none of it after a refusal, a redirect or a failure', async () => {
    for (const path of ['/refused', '/redirect', '/thrown', '/bug']) {
      const seen: string[] = [];
      const answer = await app(seen).request(path, { method: 'POST' });
      expect(answer.status, path).toBeGreaterThanOrEqual(300);
      expect(seen.filter((s) => s.startsWith('mail')), path).toEqual([]);
    }
  });
});
