import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { errorHandler } from './error-handler.js';
import { createLogger } from '../log.js';
import { shopHeaderCheck } from './shop-header.js';

function app() {
  const hono = new Hono();
  hono.onError(errorHandler(createLogger('silent')));
  hono.use('*', shopHeaderCheck('raggio'));
  hono.get('/v1/meta', (c) => c.json({ ok: true }));
  return hono;
}

describe('shopHeaderCheck', () => {
  it('lets a call naming this shop, or none, through', async () => {
    expect((await app().request('/v1/meta', { headers: { 'x-shop-id': 'raggio' } })).status).toBe(200);
    expect((await app().request('/v1/meta')).status).toBe(200);
  });

  it('refuses a call naming another shop with 400 UNKNOWN_SHOP, naming the header and the shop it serves', async () => {
    const answer = await app().request('/v1/meta', { headers: { 'x-shop-id': 'other' } });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      code: 'UNKNOWN_SHOP', message: "This server serves the shop 'raggio'", statusCode: 400,
      payload: { fields: [{ in: 'header', path: 'x-shop-id', message: "expected 'raggio'" }] },
    });
  });
});
