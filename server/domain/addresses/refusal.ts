// An address-book rule saying no. The domain does not speak HTTP: `kind` says what sort of no it
// is and the route turns it into a status (invalid 400, missing 404, conflict 409).
import type { I18nText } from '../../../contract/i18n-text.js';

export type AddressRefusalKind = 'invalid' | 'missing' | 'conflict';

/** A body field the database showed wrong (the municipality, its province, its CAP). */
export interface AddressFieldProblem {
  in: 'json';
  path: string;
  message: string;
}

export class AddressRefusal extends Error {
  constructor(
    readonly kind: AddressRefusalKind,
    readonly code: string,
    readonly text: I18nText,
    readonly payload?: Record<string, unknown>,
  ) {
    super(text.it);
    this.name = 'AddressRefusal';
  }
}
