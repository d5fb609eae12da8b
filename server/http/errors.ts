// Errors a route or middleware raises on purpose; the error handler turns them into the API's
// error shape {code, message, statusCode, payload?}.
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export class ApiHttpError extends Error {
  constructor(
    readonly statusCode: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly payload?: unknown,
  ) {
    super(message);
    this.name = 'ApiHttpError';
  }
}

/** One failing input field: where it was (json, query, param, header) and why. */
export interface FieldProblem {
  in: string;
  path: string;
  message: string;
}

/** `heading`: the message's first words, in the request's language where the caller knows it. */
export const validationError = (fields: FieldProblem[], heading = 'Invalid request') =>
  new ApiHttpError(
    400,
    'VALIDATION_ERROR',
    `${heading}: ${fields.map((f) => `${f.path || f.in}: ${f.message}`).join('; ')}`,
    { fields },
  );

export const notFound = (what = 'Not found') => new ApiHttpError(404, 'NOT_FOUND', what);
