// The second middleware of every user-scoped route (after requireUser): a path naming another
// user's id answers 404 NOT_FOUND, never 403 and never their data, so a caller cannot even learn
// which ids exist (shared rule of issue 8; decision 105). It runs before the body is validated, so
// another user's id answers the same 404 whatever the body.
import type { MiddlewareHandler } from 'hono';
import { notFound } from './errors.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { bearerSecurity, requireUser, signedOutAnswer, type UserEnv } from './require-user.js';
import { errorBody, errorResponses } from './router.js';

export function ownUserPath<E extends UserEnv>(param: string): MiddlewareHandler<E> {
  return async (c, next) => {
    if (c.req.param(param) !== String(c.var.signedIn.userId)) throw notFound();
    await next();
  };
}

/** The OpenAPI error answers every user-scoped route shares; `what` names its resource. */
export const ownedRouteAnswers = (what: string) => ({
  401: signedOutAnswer,
  404: errorBody(`NOT_FOUND: the id is not the signed-in user's, or the user has no such ${what}`),
  500: errorResponses[500],
});

/**
 * What every user-scoped route definition starts with: its tag, the bearer security and the two
 * middlewares (signed in, and the path's `userParam` naming that user).
 */
export const ownedRouteBase = (deps: { db: Db; config: Config }, userParam: string, tag: string) => ({
  tags: [tag],
  security: bearerSecurity,
  middleware: [requireUser<UserEnv>(deps), ownUserPath<UserEnv>(userParam)],
});
