import { describe, expect, it } from 'vitest';
import { withEdgeAnswers } from './edge-answers-doc.js';

type Responses = Record<string, { description: string; content?: unknown }>;
type Doc = { paths?: Record<string, Record<string, unknown>> };
const statusesOf = (doc: Doc, path: string, method: string) =>
  Object.keys((doc.paths![path]![method] as { responses: Responses }).responses).sort();

describe('withEdgeAnswers', () => {
  it("adds to each operation the answers made before or after its route: a write's body limits (size, JSON depth), media type and write limit", () => {
    const doc = withEdgeAnswers<Doc>({
      paths: {
        '/v1/things': {
          get: { responses: { 200: { description: 'The things' } } },
          post: { requestBody: { content: {} }, responses: { 201: { description: 'Made' } } },
        },
        '/v1/things/{id}': { delete: { responses: { 204: { description: 'Gone' } } } },
      },
    });
    expect(statusesOf(doc, '/v1/things', 'get')).toEqual(['200', '400', '431', '500']);
    expect(statusesOf(doc, '/v1/things', 'post')).toEqual(['201', '400', '413', '415', '429', '431', '500']);
    expect(statusesOf(doc, '/v1/things/{id}', 'delete')).toEqual(['204', '400', '413', '429', '431', '500']);
    const postAnswers = (doc.paths!['/v1/things']!.post as { responses: Responses }).responses;
    expect(postAnswers['400']!.description).toMatch(/^UNKNOWN_SHOP: .*; JSON_TOO_DEEP: a JSON body nesting arrays and objects more than 32 deep$/);
    expect((doc.paths!['/v1/things']!.get as { responses: Responses }).responses['400']!.description).not.toContain('JSON_TOO_DEEP');
    const added = postAnswers['429']!;
    expect(added.description).toMatch(/^TOO_MANY_REQUESTS/);
    expect(added.content).toMatchObject({ 'application/json': { schema: { type: 'object', required: expect.arrayContaining(['message', 'statusCode']) } } });
  });

  it("adds to an answer the route lists already, unless it names the edge's code", () => {
    const doc = withEdgeAnswers<Doc>({
      paths: {
        '/v1/things': {
          post: { requestBody: {}, responses: {
            400: { description: 'VALIDATION_ERROR: the body' },
            429: { description: 'TOO_MANY_REQUESTS: this call has its own limit' },
            500: { description: 'Unexpected failure: code GENERAL_ERROR' },
          } },
        },
      },
    });
    const { responses } = doc.paths!['/v1/things']!.post as { responses: Responses };
    expect(responses['400']!.description).toMatch(/^VALIDATION_ERROR: the body; UNKNOWN_SHOP: .*; JSON_TOO_DEEP: /);
    expect(responses['429']!.description).toBe('TOO_MANY_REQUESTS: this call has its own limit');
    expect(responses['500']!.description).toBe('Unexpected failure: code GENERAL_ERROR');
  });

  it('leaves what is not an operation alone, and a document without paths', () => {
    const parameters = [{ name: 'id', in: 'path' }];
    const doc = withEdgeAnswers<Doc>({ paths: { '/v1/things/{id}': { parameters, summary: 'A thing' } } });
    expect(doc.paths!['/v1/things/{id}']).toEqual({ parameters: [{ name: 'id', in: 'path' }], summary: 'A thing' });
    expect(withEdgeAnswers({})).toEqual({});
  });
});
