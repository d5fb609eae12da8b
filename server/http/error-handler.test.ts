import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../log.js';
import { errorHandler, notFoundHandler } from './error-handler.js';
import { ApiHttpError } from './errors.js';

function app() {
  const hono = new Hono();
  hono.onError(errorHandler(createLogger('silent')));
  hono.notFound(notFoundHandler);
  hono.get('/refused', () => { throw new ApiHttpError(409, 'CART_CHANGED', 'The cart changed', { lines: [1] }); });
  hono.get('/hono', () => { throw new HTTPException(415, { message: 'Unsupported media' }); });
  hono.get('/bug', () => { throw new Error('secret connection string postgres://u:p@db'); });
  return hono;
}

describe('errorHandler', () => {
  it("answers a typed refusal as {code, message, statusCode, payload} with its status", async () => {
    const answer = await app().request('/refused');
    expect(answer.status).toBe(409);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await answer.json()).toEqual({ code: 'CART_CHANGED', message: 'The cart changed', statusCode: 409, payload: { lines: [1] } });
  });

  it("keeps the status of Hono's own refusals, with a code for it", async () => {
    const answer = await app().request('/hono');
    expect(answer.status).toBe(415);
    expect(await answer.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported media', statusCode: 415 });
  });

  it('answers anything else 500 GENERAL_ERROR, telling nothing internal', async () => {
    const answer = await app().request('/bug');
    expect(answer.status).toBe(500);
    const text = await answer.text();
    expect(JSON.parse(text)).toEqual({ code: 'GENERAL_ERROR', message: 'Internal server error', statusCode: 500 });
    expect(text).not.toContain('postgres');
  });
});

describe('notFoundHandler', () => {
  it('answers an unknown path 404 NOT_FOUND naming the method and path', async () => {
    const answer = await app().request('/nowhere', { method: 'DELETE' });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ code: 'NOT_FOUND', message: 'No such path: DELETE /nowhere', statusCode: 404 });
  });
});
