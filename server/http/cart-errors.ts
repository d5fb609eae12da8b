// Cart refusals leave as API errors in the request's language (invalid 400, missing 404,
// conflict 409).
import type { Lang } from '../../contract/i18n-text.js';
import { CartRefusal } from '../domain/cart/refusal.js';
import { translate } from '../domain/i18n.js';
import { ApiHttpError } from './errors.js';

const STATUS = { invalid: 400, missing: 404, conflict: 409 } as const;

/** Runs a cart change; its refusals become API errors. */
export async function refusingCart(lang: Lang, change: () => Promise<void>): Promise<void> {
  try {
    await change();
  } catch (err) {
    if (!(err instanceof CartRefusal)) throw err;
    throw new ApiHttpError(STATUS[err.kind], err.code, translate(err.text, lang), err.payload);
  }
}
