// Turns a failed zod validation of a request part into a 400 VALIDATION_ERROR naming the fields.
import type { Context } from 'hono';
import type { ZodError } from 'zod';
import { validationError, type FieldProblem } from './errors.js';

export function fieldProblems(error: ZodError, target: string): FieldProblem[] {
  return error.issues.map((issue) => ({
    in: target,
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/** The defaultHook of every OpenAPIHono router: throw, so the error handler answers. */
export function validationHook(
  result: { success: true; data: unknown; target: string } | { success: false; error: ZodError; target: string },
  _c: Context,
): void {
  if (!result.success) throw validationError(fieldProblems(result.error, result.target));
}
