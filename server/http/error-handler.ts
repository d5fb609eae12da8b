// The one place errors become answers: always {code, message, statusCode, payload?}.
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiError } from '../../contract/error.js';
import type { Logger } from '../log.js';
import { COMPRESSION_THRESHOLD, markFinal } from './compression.js';
import { ApiHttpError } from './errors.js';

const CODES_BY_STATUS: Record<number, string> = {
  400: 'VALIDATION_ERROR',
  401: 'AUTH_EXPIRE',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/** The code the API answers for one of Hono's own refusals (an HTTPException under 500). */
export const codeOfHonoRefusal = (status: number): string => CODES_BY_STATUS[status] ?? 'BAD_REQUEST';

const JSON_TYPE = { 'Content-Type': 'application/json' } as const;
/** Headers of an error answer small enough to go uncompressed: it is final as it is made. */
const SMALL_ERROR_HEADERS = { ...JSON_TYPE, Vary: 'Accept-Encoding' } as const;

/**
 * An error answer. One under the compression threshold (nearly all) is final: its headers are
 * the ones compression would have left on it, given as a plain object, so neither compression
 * nor the document headers turn them into a `Headers` to read them (an unknown path's 404 is what
 * a crawler or a probe costs the shop).
 */
export function errorJson(c: Context, status: ContentfulStatusCode, body: ApiError) {
  const text = JSON.stringify(body);
  if (Buffer.byteLength(text) >= COMPRESSION_THRESHOLD) return c.body(text, status, JSON_TYPE);
  markFinal(c);
  return c.body(text, status, SMALL_ERROR_HEADERS);
}

export function errorHandler(log: Logger): ErrorHandler {
  return (err, c) => {
    if (err instanceof ApiHttpError) {
      const body: ApiError = { code: err.code, message: err.message, statusCode: err.statusCode };
      if (err.payload !== undefined) body.payload = err.payload;
      return errorJson(c, err.statusCode, body);
    }
    // Hono's own refusals (malformed JSON, missing Content-Type, body limit) keep their status.
    if (err instanceof HTTPException && err.status < 500) {
      const status = err.status as ContentfulStatusCode;
      const code = codeOfHonoRefusal(status);
      return errorJson(c, status, { code, message: err.message || code, statusCode: status });
    }
    // Anything else is a bug or an outage: log it whole, tell the caller nothing internal.
    log.error({ err, reqId: c.get('requestId'), method: c.req.method, path: c.req.path }, 'unexpected error');
    return errorJson(c, 500, { code: 'GENERAL_ERROR', message: 'Internal server error', statusCode: 500 });
  };
}

export const notFoundHandler: NotFoundHandler = (c) =>
  errorJson(c, 404, { code: 'NOT_FOUND', message: `No such path: ${c.req.method} ${c.req.path}`, statusCode: 404 });
