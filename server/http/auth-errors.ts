// Account refusals leave as API errors in the request's language.
import type { Lang } from '../../contract/i18n-text.js';
import { AuthRefusal } from '../domain/auth/refusal.js';
import { translate } from '../domain/i18n.js';
import { ApiHttpError } from './errors.js';

const STATUS = { invalid: 400, conflict: 409, unauthorised: 401 } as const;

export const authHttpError = (err: AuthRefusal, lang: Lang) =>
  new ApiHttpError(STATUS[err.kind], err.code, translate(err.text, lang));

/** Runs an account operation; its refusals become API errors. */
export async function refusingAuth<T>(lang: Lang, operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (err) {
    if (err instanceof AuthRefusal) throw authHttpError(err, lang);
    throw err;
  }
}
