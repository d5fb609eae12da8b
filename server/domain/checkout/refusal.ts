// A checkout-choice rule saying no (server/domain/refusal.ts). Refusals about a body field carry
// `fields` like a VALIDATION_ERROR does, so the client can point at the field whatever the code.
import type { I18nText } from '../../../contract/i18n-text.js';
import { Refusal, type RefusalKind } from '../refusal.js';

export class CheckoutRefusal extends Refusal {}

/** A refusal about one field of the JSON body (`path` as the validation hook writes it, e.g. `pickup.date`). */
export function fieldRefusal(
  kind: RefusalKind, code: string, text: I18nText, path: string, extra: Record<string, unknown> = {},
): CheckoutRefusal {
  return new CheckoutRefusal(kind, code, text, { fields: [{ in: 'json', path, message: text.en }], ...extra });
}
