import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { openShopDatabase } from './test-database.js';
import { writeLimits } from './write-limits.js';

let database: Database;
beforeAll(async () => { database = await openShopDatabase(); }, 60_000);
afterAll(async () => { await database?.close(); });

/** Two writes a minute per client address; X-Forwarded-For names the client (a proxy in front). */
function app() {
  const config = loadConfig({ WRITE_RATE_PER_CLIENT: '2', WRITE_RATE_WINDOW: '60', TRUST_PROXY: 'on' });
  const hono = new Hono();
  hono.use('/v1/*', writeLimits(database.db, config));
  hono.all('/v1/*', (c) => c.json({ ok: true }));
  return hono;
}
const from = (address: string, method = 'POST', path = '/v1/checkout/ss/carts') =>
  ({ path, init: { method, headers: { 'x-forwarded-for': address } } });

describe('writeLimits', () => {
  it('answers 429 TOO_MANY_REQUESTS with Retry-After past the per-address limit, in the language asked for', async () => {
    const hono = app();
    const call = (lang?: string) => hono.request(`/v1/checkout/ss/carts${lang ? `?lang=${lang}` : ''}`, from('203.0.113.7').init);
    expect((await call()).status).toBe(200);
    expect((await call()).status).toBe(200);
    const refused = await call('de');
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get('retry-after'));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toEqual({
      code: 'TOO_MANY_REQUESTS', message: `Zu viele Anfragen: Versuche es in ${seconds} s erneut`, statusCode: 429, payload: { retryAfter: seconds },
    });
  });

  it('counts each address apart, and never limits reads nor the providers\' webhooks', async () => {
    const hono = app();
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await hono.request(from('203.0.113.8').path, from('203.0.113.8').init)).status);
    expect(statuses).toEqual([200, 200, 429]);
    // That address is limited now: another one is not, and its reads and webhooks still pass.
    expect((await hono.request(from('198.51.100.1').path, from('198.51.100.1').init)).status).toBe(200);
    expect((await hono.request('/v1/catalogs/departments', from('203.0.113.8', 'GET').init)).status).toBe(200);
    const webhook = from('203.0.113.8', 'POST', '/v1/webhooks/stripe');
    expect((await hono.request(webhook.path, webhook.init)).status).toBe(200);
  });
});
