// Domain refusals (server/domain/refusal.ts) leave as API errors in the request's language.
import type { Lang } from '../../contract/i18n-text.js';
import { translate } from '../domain/i18n.js';
import { Refusal } from '../domain/refusal.js';
import { ApiHttpError } from './errors.js';

const STATUS = { invalid: 400, missing: 404, conflict: 409, unavailable: 503 } as const;

/** Runs a domain operation; its refusals become API errors. */
export async function refusing<T>(lang: Lang, operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (err) {
    if (!(err instanceof Refusal)) throw err;
    throw new ApiHttpError(STATUS[err.kind], err.code, translate(err.text, lang), err.payload);
  }
}
