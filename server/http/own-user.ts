// The second middleware of every user-scoped route (after requireUser): a path naming another
// user's id answers 404 NOT_FOUND, never 403 and never their data, so a caller cannot even learn
// which ids exist (shared rule of issue 8; decision 105). It runs before the body is validated, so
// another user's id answers the same 404 whatever the body.
import type { MiddlewareHandler } from 'hono';
import { notFound } from './errors.js';
import type { UserEnv } from './require-user.js';

export function ownUserPath<E extends UserEnv>(param: string): MiddlewareHandler<E> {
  return async (c, next) => {
    if (c.req.param(param) !== String(c.var.signedIn.userId)) throw notFound();
    await next();
  };
}
