// The checkout choices' refusals in the shop's five languages (the spec leaves their wording to the
// server: docs/product/checkout.md#recheck). The re-check's messages: recheck-texts.ts.
import { inFiveLangs } from '../i18n.js';

export const SHIPPING_METHOD_NOT_FOUND = inFiveLangs(/*i18n*/ { id: 'checkout.shippingMethodNotFound', message: 'Questo metodo di spedizione non esiste o non è più attivo' });

export const SHIPPING_TYPE_MISMATCH = inFiveLangs(/*i18n*/ { id: 'checkout.shippingTypeMismatch', message: 'Il metodo di spedizione scelto non è di questo tipo' });

export function countryNotServed(country: string) {
  return inFiveLangs(/*i18n*/ { id: 'checkout.countryNotServed', message: "Questo metodo di spedizione non consegna nel paese dell'indirizzo di spedizione ({country})" }, { country });
}

export const PICKUP_REQUIRED = inFiveLangs(/*i18n*/ { id: 'checkout.pickupRequired', message: 'Per il ritiro scegli il punto, il giorno e la fascia oraria' });

export const PICKUP_NOT_ALLOWED = inFiveLangs(/*i18n*/ { id: 'checkout.pickupNotAllowed', message: 'Punto, giorno e fascia oraria si scelgono solo per il ritiro' });

export const PICKUP_POINT_MISMATCH = inFiveLangs(/*i18n*/ { id: 'checkout.pickupPointMismatch', message: 'Il punto di ritiro deve essere il metodo di spedizione scelto' });

export function pickupDateOutOfRange(first: string, last: string) {
  return inFiveLangs(/*i18n*/ { id: 'checkout.pickupDateOutOfRange', message: 'Il giorno di ritiro deve essere tra il {first} e il {last}' }, { first, last });
}

export const PICKUP_DATE_INVALID = inFiveLangs(/*i18n*/ { id: 'checkout.pickupDateInvalid', message: 'Questa data non esiste' });

export const PICKUP_DAY_CLOSED = inFiveLangs(/*i18n*/ { id: 'checkout.pickupDayClosed', message: 'Il punto di ritiro è chiuso in questo giorno' });

export const PICKUP_SLOT_CLOSED = inFiveLangs(/*i18n*/ { id: 'checkout.pickupSlotClosed', message: "Questa fascia oraria non è disponibile: scegline un'altra" });

export const PICKUP_SLOT_UNKNOWN = inFiveLangs(/*i18n*/ { id: 'checkout.pickupSlotUnknown', message: 'La fascia oraria non è tra gli orari di apertura di quel giorno' });

export const PAYMENT_METHOD_UNAVAILABLE = inFiveLangs(/*i18n*/ { id: 'checkout.paymentMethodUnavailable', message: 'Questo metodo di pagamento non è al momento disponibile' });

export const PAYMENT_ID_NOT_ALLOWED = inFiveLangs(/*i18n*/ { id: 'checkout.paymentIdNotAllowed', message: 'Solo il pagamento con carta può indicare una carta salvata' });

export const CARD_NOT_FOUND = inFiveLangs(/*i18n*/ { id: 'checkout.cardNotFound', message: 'Carta non trovata' });

export const CART_NOT_FOUND = inFiveLangs(/*i18n*/ { id: 'checkout.cartNotFound', message: 'Questo carrello non esiste o non è il tuo' });
