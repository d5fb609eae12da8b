// Answers every /v1 operation may give whatever its route says, added to each operation of the
// OpenAPI document so a client generated from it knows them (docs/decisions/199-edge-answers.md):
// made before the route (the shop header, the storable-text rule, the body limit, the JSON depth
// limit, the write limits, Node's header limit) or after it (an unexpected failure).
import { z } from 'zod';
import { apiErrorSchema } from '../../contract/error.js';
import { MAX_JSON_DEPTH } from './body-limits.js';

interface Operation { responses?: Record<string, { description: string; content?: unknown }>; requestBody?: unknown }

const WRITES = new Set(['post', 'put', 'patch', 'delete']);
const errorJson = { 'application/json': { schema: z.toJSONSchema(apiErrorSchema, { io: 'output', target: 'openapi-3.0' }) } };

/** `code`: a route's own answer of that status that names it lists the edge already (nothing is added twice). */
const EDGE: { status: string; code: string; description: string; applies: (method: string, op: Operation) => boolean }[] = [
  { status: '400', code: 'UNKNOWN_SHOP', description: 'UNKNOWN_SHOP: an X-Shop-Id header naming another shop; VALIDATION_ERROR: a string with a NUL or a lone surrogate in the query or the body (payload.fields names it)', applies: () => true },
  { status: '400', code: 'JSON_TOO_DEEP', description: `JSON_TOO_DEEP: a JSON body nesting arrays and objects more than ${MAX_JSON_DEPTH} deep`, applies: (method) => WRITES.has(method) },
  { status: '413', code: 'PAYLOAD_TOO_LARGE', description: 'PAYLOAD_TOO_LARGE: a body over the limit (the connection is then closed)', applies: (method) => WRITES.has(method) },
  { status: '415', code: 'UNSUPPORTED_MEDIA_TYPE', description: 'UNSUPPORTED_MEDIA_TYPE: a body that is not of the type the call takes', applies: (_method, op) => op.requestBody !== undefined },
  { status: '429', code: 'TOO_MANY_REQUESTS', description: 'TOO_MANY_REQUESTS {retryAfter}: past the per-address or per-account write limit, with Retry-After', applies: (method) => WRITES.has(method) },
  { status: '431', code: 'HEADERS_TOO_LARGE', description: 'HEADERS_TOO_LARGE: request headers over the server\'s limit (the connection is then closed)', applies: () => true },
  { status: '500', code: 'GENERAL_ERROR', description: 'Unexpected failure: code GENERAL_ERROR', applies: () => true },
];

export function withEdgeAnswers<D extends { paths?: object | undefined }>(doc: D): D {
  for (const operations of Object.values((doc.paths ?? {}) as Record<string, Record<string, Operation>>)) {
    for (const [method, op] of Object.entries(operations)) {
      if (typeof op !== 'object' || op === null || !('responses' in op)) continue;
      op.responses ??= {};
      for (const edge of EDGE) {
        if (!edge.applies(method, op)) continue;
        const listed = op.responses[edge.status];
        if (!listed) op.responses[edge.status] = { description: edge.description, content: errorJson };
        else if (!listed.description.includes(edge.code)) listed.description = `${listed.description}; ${edge.description}`;
      }
    }
  }
  return doc;
}
