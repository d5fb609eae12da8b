// ownUser: after requireUser on a `users/{id}/…` route, lets through only the signed-in
// customer's own id. Any other id (another customer's, one that does not exist, one that is not a
// number) answers 404 NOT_FOUND alike: never 403, never their data (decision 105). It
// runs before the body is validated, so another user's id answers the same whatever the body.
import type { MiddlewareHandler } from 'hono';
import { langSchema } from '../../contract/i18n-text.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { translate } from '../domain/i18n.js';
import { USER_NOT_FOUND } from '../domain/users/texts.js';
import { ApiHttpError } from './errors.js';
import { requestLang } from './request-lang.js';
import { bearerSecurity, requireUser, signedOutAnswer, type UserEnv } from './require-user.js';
import { errorBody, errorResponses } from './router.js';

export function ownUser<E extends UserEnv>(db: Db, param = 'id'): MiddlewareHandler<E> {
  return async (c, next) => {
    if (c.req.param(param) !== String(c.var.signedIn.userId)) {
      const queryLang = langSchema.safeParse(c.req.query('lang'));
      const { lang } = await requestLang(c, db, queryLang.success ? queryLang.data : undefined);
      throw new ApiHttpError(404, 'NOT_FOUND', translate(USER_NOT_FOUND, lang));
    }
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
  middleware: [requireUser<UserEnv>(deps), ownUser<UserEnv>(deps.db, userParam)],
});
