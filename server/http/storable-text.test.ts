import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { UNSTORABLE_TEXT_MESSAGE } from '../../contract/storable-text.js';
import { createLogger } from '../log.js';
import { errorHandler } from './error-handler.js';
import { storableTextOnly } from './storable-text.js';

function app() {
  const reached: string[] = [];
  const hono = new Hono();
  hono.onError(errorHandler(createLogger('silent')));
  hono.use('*', storableTextOnly((path) => path === '/v1/batch'));
  // The route reads the body after the check: it must still be there, as it came.
  hono.post('*', async (c) => { reached.push(await c.req.text()); return c.json({ ok: true }); });
  hono.get('*', (c) => { reached.push(c.req.url); return c.json({ ok: true }); });
  return { hono, reached };
}
const postJson = (body: string) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('storableTextOnly', () => {
  it('refuses a NUL in a JSON body with 400 VALIDATION_ERROR naming the field, before the route', async () => {
    const { hono, reached } = app();
    const answer = await hono.request('/v1/users', postJson(JSON.stringify({ user: { name: 'Ada\u0000' } })));
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as { code: string; payload: { fields: { in: string; path: string; message: string }[] } };
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.payload.fields).toEqual([{ in: 'json', path: 'user.name', message: UNSTORABLE_TEXT_MESSAGE }]);
    expect(reached).toEqual([]);
  });

  it('refuses a NUL in the query, naming the parameter, and a lone surrogate in the body', async () => {
    const { hono, reached } = app();
    const inQuery = await hono.request('/v1/search?q=bici%00');
    expect(inQuery.status).toBe(400);
    expect(((await inQuery.json()) as { payload: { fields: unknown[] } }).payload.fields).toEqual([{ in: 'query', path: 'q', message: UNSTORABLE_TEXT_MESSAGE }]);
    const lone = await hono.request('/v1/users', postJson('{"name":"\\ud800"}'));
    expect(lone.status).toBe(400);
    expect(((await lone.json()) as { payload: { fields: unknown[] } }).payload.fields).toEqual([{ in: 'json', path: 'name', message: UNSTORABLE_TEXT_MESSAGE }]);
    expect(reached).toEqual([]);
  });

  it('passes storable text on, the body unchanged for the route, and leaves the skipped path to check its own items', async () => {
    const { hono, reached } = app();
    const text = JSON.stringify({ name: 'Caffè ☕ 🚲' });
    expect((await hono.request('/v1/users', postJson(text))).status).toBe(200);
    expect((await hono.request('/v1/batch', postJson(JSON.stringify({ events: ['x\u0000'] })))).status).toBe(200);
    expect(reached[0]).toBe(text);
    expect(reached).toHaveLength(2);
  });
});
