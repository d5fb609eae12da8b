// The address book's refusals in the shop's five languages (the spec leaves their wording to the
// server: docs/product/accounts.md#address-book).
import type { I18nText } from '../../../contract/i18n-text.js';
import { inFiveLangs } from '../i18n.js';

export function addressLimit(max: number): I18nText {
  return inFiveLangs(/*i18n*/ { id: 'addresses.addressLimit', message: 'Puoi salvare al massimo {max} indirizzi: eliminane uno per aggiungerne un altro' }, { max });
}

export const ADDRESS_IS_DEFAULT = inFiveLangs(/*i18n*/ { id: 'addresses.addressIsDefault', message: 'Un indirizzo predefinito non può essere eliminato: prima rendi predefinito un altro indirizzo' });

export const ADDRESS_NOT_FOUND = inFiveLangs(/*i18n*/ { id: 'addresses.addressNotFound', message: 'Indirizzo non trovato' });

export const INVALID_PLACE = inFiveLangs(/*i18n*/ { id: 'addresses.invalidPlace', message: 'Provincia, comune e CAP non corrispondono' });
