// An account rule saying no. The domain does not speak HTTP: `kind` says what sort of no it is and
// the route turns it into a status (invalid 400, conflict 409, unauthorised 401).
import type { I18nText } from '../../../contract/i18n-text.js';

/**
 * `invalid` is a wrong answer from a signed-in customer (their current password): not 401, which
 * the PWA reads as "signed out" (docs/product/accounts.md#session).
 */
export type AuthRefusalKind = 'invalid' | 'conflict' | 'unauthorised';

export class AuthRefusal extends Error {
  constructor(
    readonly kind: AuthRefusalKind,
    readonly code: string,
    readonly text: I18nText,
  ) {
    super(text.it);
    this.name = 'AuthRefusal';
  }
}
