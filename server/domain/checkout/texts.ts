// The checkout choices' refusals in the shop's five languages (the spec leaves their wording to the
// server: docs/product/checkout.md#recheck). The re-check's messages: recheck-texts.ts.
import { fiveLangs as t } from '../i18n.js';

export const SHIPPING_METHOD_NOT_FOUND = t(
  'Questo metodo di spedizione non esiste o non è più attivo',
  'This shipping method does not exist or is no longer active',
  "Ce mode de livraison n'existe pas ou n'est plus actif",
  'Este método de envío no existe o ya no está activo',
  'Diese Versandart gibt es nicht oder sie ist nicht mehr aktiv',
);

export const SHIPPING_TYPE_MISMATCH = t(
  'Il metodo di spedizione scelto non è di questo tipo',
  'The chosen shipping method is not of this type',
  "Le mode de livraison choisi n'est pas de ce type",
  'El método de envío elegido no es de este tipo',
  'Die gewählte Versandart ist nicht von diesem Typ',
);

export function countryNotServed(country: string) {
  return t(
    `Questo metodo di spedizione non consegna nel paese dell'indirizzo di spedizione (${country})`,
    `This shipping method does not deliver to the shipping address's country (${country})`,
    `Ce mode de livraison ne livre pas dans le pays de l'adresse de livraison (${country})`,
    `Este método de envío no entrega en el país de la dirección de envío (${country})`,
    `Diese Versandart liefert nicht in das Land der Lieferadresse (${country})`,
  );
}

export const PICKUP_REQUIRED = t(
  'Per il ritiro scegli il punto, il giorno e la fascia oraria',
  'For collection choose the point, the day and the time slot',
  'Pour le retrait, choisissez le point, le jour et le créneau horaire',
  'Para la recogida elige el punto, el día y la franja horaria',
  'Für die Abholung wähle Abholort, Tag und Zeitfenster',
);

export const PICKUP_NOT_ALLOWED = t(
  'Punto, giorno e fascia oraria si scelgono solo per il ritiro',
  'A point, day and time slot are chosen only for collection',
  'Le point, le jour et le créneau ne se choisissent que pour le retrait',
  'El punto, el día y la franja solo se eligen para la recogida',
  'Abholort, Tag und Zeitfenster gibt es nur bei Abholung',
);

export const PICKUP_POINT_MISMATCH = t(
  'Il punto di ritiro deve essere il metodo di spedizione scelto',
  'The collection point must be the chosen shipping method',
  'Le point de retrait doit être le mode de livraison choisi',
  'El punto de recogida debe ser el método de envío elegido',
  'Der Abholort muss die gewählte Versandart sein',
);

export function pickupDateOutOfRange(first: string, last: string) {
  return t(
    `Il giorno di ritiro deve essere tra il ${first} e il ${last}`,
    `The collection day must be between ${first} and ${last}`,
    `Le jour de retrait doit être compris entre le ${first} et le ${last}`,
    `El día de recogida debe estar entre el ${first} y el ${last}`,
    `Der Abholtag muss zwischen dem ${first} und dem ${last} liegen`,
  );
}

export const PICKUP_DATE_INVALID = t(
  'Questa data non esiste',
  'This date does not exist',
  "Cette date n'existe pas",
  'Esta fecha no existe',
  'Dieses Datum gibt es nicht',
);

export const PICKUP_DAY_CLOSED = t(
  'Il punto di ritiro è chiuso in questo giorno',
  'The collection point is closed on this day',
  'Le point de retrait est fermé ce jour-là',
  'El punto de recogida está cerrado ese día',
  'Der Abholort ist an diesem Tag geschlossen',
);

export const PICKUP_SLOT_CLOSED = t(
  'Questa fascia oraria non è disponibile: scegline un\'altra',
  'This time slot is not available: choose another one',
  "Ce créneau horaire n'est pas disponible : choisissez-en un autre",
  'Esta franja horaria no está disponible: elige otra',
  'Dieses Zeitfenster ist nicht verfügbar: Wähle ein anderes',
);

export const PICKUP_SLOT_UNKNOWN = t(
  'La fascia oraria non è tra gli orari di apertura di quel giorno',
  "The time slot is not one of that day's opening hours",
  "Le créneau ne fait pas partie des horaires d'ouverture de ce jour",
  'La franja horaria no está entre los horarios de apertura de ese día',
  'Das Zeitfenster gehört nicht zu den Öffnungszeiten dieses Tages',
);

export const PAYMENT_METHOD_UNAVAILABLE = t(
  'Questo metodo di pagamento non è al momento disponibile',
  'This payment method is not available at the moment',
  "Ce moyen de paiement n'est pas disponible pour le moment",
  'Este método de pago no está disponible en este momento',
  'Diese Zahlungsart ist derzeit nicht verfügbar',
);

export const PAYMENT_ID_NOT_ALLOWED = t(
  'Solo il pagamento con carta può indicare una carta salvata',
  'Only card payment can name a saved card',
  'Seul le paiement par carte peut indiquer une carte enregistrée',
  'Solo el pago con tarjeta puede indicar una tarjeta guardada',
  'Nur die Kartenzahlung kann eine gespeicherte Karte angeben',
);

export const CARD_NOT_FOUND = t(
  'Carta non trovata',
  'Card not found',
  'Carte introuvable',
  'Tarjeta no encontrada',
  'Karte nicht gefunden',
);

export const CART_NOT_FOUND = t(
  'Questo carrello non esiste o non è il tuo',
  'This cart does not exist or is not yours',
  "Ce panier n'existe pas ou n'est pas le vôtre",
  'Este carrito no existe o no es tuyo',
  'Diesen Warenkorb gibt es nicht oder er gehört nicht dir',
);
