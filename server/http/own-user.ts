// ownUser: after requireUser on a `users/{id}/…` route, lets through only the signed-in
// customer's own id. Any other id (another customer's, one that does not exist, one that is not a
// number) answers 404 NOT_FOUND alike: never 403, never their data (issue 8).
import type { MiddlewareHandler } from 'hono';
import { langSchema } from '../../contract/i18n-text.js';
import type { Db } from '../db/client.js';
import { translate } from '../domain/i18n.js';
import { USER_NOT_FOUND } from '../domain/users/texts.js';
import { ApiHttpError, notFound } from './errors.js';
import { requestLang } from './request-lang.js';
import type { UserEnv } from './require-user.js';

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

// (Merge of the accapi and addr branches: both wrote this middleware; addr's form follows.)
// The second middleware of every user-scoped route (after requireUser): a path naming another
// user's id answers 404 NOT_FOUND, never 403 and never their data, so a caller cannot even learn
// which ids exist (shared rule of issue 8; decision 105). It runs before the body is validated, so
// another user's id answers the same 404 whatever the body.
export function ownUserPath<E extends UserEnv>(param: string): MiddlewareHandler<E> {
  return async (c, next) => {
    if (c.req.param(param) !== String(c.var.signedIn.userId)) throw notFound();
    await next();
  };
}
