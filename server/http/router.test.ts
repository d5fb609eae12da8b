import { createRoute, z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../contract/error.js';
import { createLogger } from '../log.js';
import { errorHandler } from './error-handler.js';
import { errorBody, errorResponses, jsonBody, newRouter } from './router.js';

const thingSchema = z.object({ id: z.number().int() });

function app() {
  const router = newRouter();
  router.onError(errorHandler(createLogger('silent')));
  router.openapi(createRoute({
    method: 'post', path: '/things', summary: 'Make a thing',
    request: { query: z.object({ lang: z.enum(['it', 'en']).optional() }), body: { content: { 'application/json': { schema: z.object({ count: z.number().int().min(1) }) } }, required: true } },
    responses: { 201: jsonBody(thingSchema, 'The new thing'), 409: errorBody('THING_EXISTS'), ...errorResponses },
  }), (c) => c.json({ id: c.req.valid('json').count }, 201));
  return router;
}

const post = (body: unknown, query = '') =>
  app().request(`/things${query}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('newRouter', () => {
  it('runs the handler on a valid request', async () => {
    const answer = await post({ count: 3 });
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ id: 3 });
  });

  it('answers an invalid body or query 400 VALIDATION_ERROR naming the field, through the shared hook', async () => {
    const badBody = await post({ count: 0 });
    expect(badBody.status).toBe(400);
    expect(await badBody.json()).toMatchObject({ code: 'VALIDATION_ERROR', statusCode: 400, payload: { fields: [{ in: 'json', path: 'count' }] } });
    const badQuery = await post({ count: 1 }, '?lang=xx');
    expect(await badQuery.json()).toMatchObject({ code: 'VALIDATION_ERROR', payload: { fields: [{ in: 'query', path: 'lang' }] } });
  });

  it('documents each route with the error shape on every error answer it lists', () => {
    const doc = app().getOpenAPI31Document({ openapi: '3.1.0', info: { title: 't', version: '1' } });
    const responses = doc.paths?.['/things']?.post?.responses ?? {};
    expect(Object.keys(responses).sort()).toEqual(['201', '400', '404', '409', '500']);
    for (const status of ['400', '404', '409', '500']) {
      const answer = responses[status] as { content: Record<string, { schema: unknown }> };
      expect(answer.content['application/json']?.schema, status).toMatchObject({ type: 'object', required: expect.arrayContaining(['message', 'statusCode']) });
    }
    expect(errorResponses[400].content['application/json'].schema).toBe(apiErrorSchema);
  });
});
