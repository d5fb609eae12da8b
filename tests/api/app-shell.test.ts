// What every /v1 call shares: the error shape, unknown paths, the shop header, body limits,
// health and the OpenAPI document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mctgEvents } from '../../server/db/schema.js';
import { expectError, postJson, startTestApi, type TestApi } from './harness.js';

let api: TestApi;
beforeAll(async () => { api = await startTestApi({ seed: false }); });
afterAll(async () => { await api?.close(); });

describe('errors', () => {
  it('answers an unknown /v1 path with 404 NOT_FOUND in the error shape', async () => {
    await expectError(await api.fetch('/v1/no/such/thing'), 404, 'NOT_FOUND');
    await expectError(await api.fetch('/v1/shop', { method: 'DELETE' }), 404, 'NOT_FOUND');
  });

  it('refuses an x-shop-id of another shop and accepts its own', async () => {
    const refused = await expectError(await api.fetch('/v1/health', { headers: { 'x-shop-id': 'other' } }), 400, 'UNKNOWN_SHOP');
    expect(JSON.stringify(refused.payload)).toContain('x-shop-id');
    const accepted = await api.fetch('/v1/health', { headers: { 'x-shop-id': 'raggio', 'x-requester': 'shop' } });
    expect(accepted.status).toBe(200);
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await api.fetch('/v1/subs', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    await expectError(res, 400, 'VALIDATION_ERROR');
  });

  it('refuses a body over 64 KB with 413 PAYLOAD_TOO_LARGE and stores nothing', async () => {
    const before = await api.db.$count(mctgEvents);
    const res = await api.fetch('/v1/mctg/shop/click', postJson({ model: 'page', evtData: { junk: 'x'.repeat(70_000) } }));
    await expectError(res, 413, 'PAYLOAD_TOO_LARGE');
    expect(await api.db.$count(mctgEvents)).toBe(before);
  });
});

describe('GET /v1/health', () => {
  it('reports the database up', async () => {
    const res = await api.fetch('/v1/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, db: 'up', renditions: 'ready', paymentSandbox: ['stripe', 'paypal'] });
  });
});

describe('GET /v1/openapi.json', () => {
  it('documents every call of the API with its schemas', async () => {
    const res = await api.fetch('/v1/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown>; components: { schemas: Record<string, unknown> } };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining([
      '/v1/health', '/v1/meta/static', '/v1/meta', '/v1/shop', '/v1/shop/brands', '/v1/checkout/ss',
      '/v1/mctg/{branch}/{event}', '/v1/mctg/batch', '/v1/mctg/popular', '/v1/subs',
    ]));
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['Shop', 'Checkout', 'PageMeta', 'MetaStatic']));
  });
});
