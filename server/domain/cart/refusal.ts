// A cart rule saying no. The domain does not speak HTTP: `kind` says what sort of no it is and
// the route turns it into a status (invalid 400, missing 404, conflict 409).
import type { I18nText } from '../../../contract/i18n-text.js';

export type RefusalKind = 'invalid' | 'missing' | 'conflict';

export class CartRefusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    readonly code: string,
    readonly text: I18nText,
    readonly payload?: Record<string, unknown>,
  ) {
    super(text.it);
    this.name = 'CartRefusal';
  }
}
