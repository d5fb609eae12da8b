// A shop rule saying no. The domain does not speak HTTP: `kind` says what sort of no it is and
// server/http/refusals.ts turns it into a status (invalid 400, missing 404, conflict 409,
// unavailable 503: an outside service did not answer, try again later) with the text in the
// request's language. Each area names its own subclass (CartRefusal, AddressRefusal).
import type { I18nText } from '../../contract/i18n-text.js';

export type RefusalKind = 'invalid' | 'missing' | 'conflict' | 'unavailable';

export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    readonly code: string,
    readonly text: I18nText,
    readonly payload?: Record<string, unknown>,
  ) {
    super(text.it);
    this.name = new.target.name;
  }
}
