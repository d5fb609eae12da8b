// The settings back office's refusals in the shop's five languages
// (docs/decisions/238-settings-screens.md, 239-discount-codes-on-screen.md).
import { PERCENT_MAX } from '../../../contract/admin-discount-codes.js';
import { fiveLangs as t } from '../i18n.js';

export const PICKUP_NOT_FOUND = t(
  'Punto di ritiro non trovato',
  'Pickup point not found',
  'Point de retrait introuvable',
  'Punto de recogida no encontrado',
  'Abholstelle nicht gefunden',
);

export const SHIPPING_NOT_FOUND = t(
  'Metodo di spedizione non trovato',
  'Shipping method not found',
  'Mode de livraison introuvable',
  'Método de envío no encontrado',
  'Versandart nicht gefunden',
);

export const CODE_NOT_FOUND = t(
  'Codice sconto non trovato',
  'Discount code not found',
  'Code de réduction introuvable',
  'Código de descuento no encontrado',
  'Rabattcode nicht gefunden',
);

export const CODE_TAKEN = t(
  'Esiste già un codice sconto uguale',
  'A discount code with these characters already exists',
  'Un code de réduction identique existe déjà',
  'Ya existe un código de descuento igual',
  'Es gibt bereits einen gleichen Rabattcode',
);

export const CODE_ENDED = t(
  'Il codice sconto è già terminato: creane uno nuovo',
  'The discount code has already ended: create a new one',
  'Le code de réduction est déjà terminé : créez-en un nouveau',
  'El código de descuento ya ha terminado: crea uno nuevo',
  'Der Rabattcode ist bereits beendet: lege einen neuen an',
);

export const ENDS_IN_THE_PAST = t(
  'La fine deve essere nel futuro (per terminare subito usa «Termina»)',
  'The end must be in the future (to end it now use «End»)',
  'La fin doit être dans le futur (pour terminer tout de suite, utilisez «Terminer»)',
  'El final debe estar en el futuro (para terminar ahora usa «Terminar»)',
  'Das Ende muss in der Zukunft liegen (zum sofortigen Beenden «Beenden» verwenden)',
);

export const DATES_OUT_OF_ORDER = t(
  "La fine deve venire dopo l'inizio",
  'The end must come after the start',
  'La fin doit venir après le début',
  'El final debe ser posterior al inicio',
  'Das Ende muss nach dem Beginn liegen',
);

export const PERCENT_OUT_OF_BOUNDS = t(
  `La percentuale va da 1 a ${PERCENT_MAX}`,
  `The percentage goes from 1 to ${PERCENT_MAX}`,
  `Le pourcentage va de 1 à ${PERCENT_MAX}`,
  `El porcentaje va de 1 a ${PERCENT_MAX}`,
  `Der Prozentsatz liegt zwischen 1 und ${PERCENT_MAX}`,
);

export const NO_VALUE_FOR_GIFTS = t(
  'Un codice con articoli in omaggio non ha un valore da cambiare',
  'A code giving free articles has no value to change',
  'Un code offrant des articles n\'a pas de valeur à modifier',
  'Un código con artículos de regalo no tiene un valor que cambiar',
  'Ein Code mit Gratisartikeln hat keinen Wert zum Ändern',
);

export const NOTHING_TO_CHANGE = t(
  'Nessuna modifica indicata',
  'No change given',
  'Aucune modification indiquée',
  'No se ha indicado ningún cambio',
  'Keine Änderung angegeben',
);
