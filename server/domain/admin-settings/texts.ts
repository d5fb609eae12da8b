// The settings back office's refusals in the shop's five languages
// (docs/decisions/238-settings-screens.md, 239-discount-codes-on-screen.md).
import { CODE_RULE_MESSAGES, PERCENT_MAX } from '../../../contract/admin-discount-codes.js';
import { SETTINGS_RULE_MESSAGES } from '../../../contract/admin-settings.js';
import type { I18nText } from '../../../contract/i18n-text.js';
import { PRICE_MAX_CENTS } from '../../../contract/rules/catalogue-entry.js';
import { INVALID_REQUEST } from '../admin-catalogue/texts.js';
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

const IBAN_RULE = t(
  "Un IBAN con le cifre di controllo giuste, per esempio IT60 X054 2811 1010 0000 0123 456",
  'An IBAN whose check digits are right, e.g. IT60 X054 2811 1010 0000 0123 456',
  'Un IBAN dont les chiffres de contrôle sont justes, par exemple IT60 X054 2811 1010 0000 0123 456',
  'Un IBAN con los dígitos de control correctos, por ejemplo IT60 X054 2811 1010 0000 0123 456',
  'Eine IBAN mit richtigen Prüfziffern, zum Beispiel IT60 X054 2811 1010 0000 0123 456',
);

const BIC_RULE = t(
  'Un BIC di 8 o 11 lettere e cifre, per esempio BCITITMM',
  'A BIC of 8 or 11 letters and digits, e.g. BCITITMM',
  'Un BIC de 8 ou 11 lettres et chiffres, par exemple BCITITMM',
  'Un BIC de 8 u 11 letras y cifras, por ejemplo BCITITMM',
  'Ein BIC aus 8 oder 11 Buchstaben und Ziffern, zum Beispiel BCITITMM',
);

const TIME_RULE = t('Un orario HH:MM', 'A time HH:MM', 'Une heure HH:MM', 'Una hora HH:MM', 'Eine Uhrzeit HH:MM');

const SLOT_ORDER_RULE = t(
  "La chiusura dev'essere dopo l'apertura",
  'Closing must be after opening',
  "La fermeture doit être après l'ouverture",
  'El cierre debe ser posterior a la apertura',
  'Die Schließzeit muss nach der Öffnungszeit liegen',
);

const AFTERNOON_RULE = t(
  'Il pomeriggio deve iniziare dopo la fine della mattina',
  'The afternoon must start after the morning ends',
  "L'après-midi doit commencer après la fin de la matinée",
  'La tarde debe empezar después del final de la mañana',
  'Der Nachmittag muss nach dem Ende des Vormittags beginnen',
);

const amountRule = (from: number): I18nText => t(
  `Un importo in centesimi interi da ${from} a ${PRICE_MAX_CENTS}`,
  `An amount in whole cents from ${from} to ${PRICE_MAX_CENTS}`,
  `Un montant en centimes entiers de ${from} à ${PRICE_MAX_CENTS}`,
  `Un importe en céntimos enteros de ${from} a ${PRICE_MAX_CENTS}`,
  `Ein Betrag in ganzen Cent von ${from} bis ${PRICE_MAX_CENTS}`,
);

const CODE_RULE = t(
  'Da 3 a 40 lettere, cifre, - e _',
  '3 to 40 letters, digits, - and _',
  'De 3 à 40 lettres, chiffres, - et _',
  'De 3 a 40 letras, cifras, - y _',
  '3 bis 40 Buchstaben, Ziffern, - und _',
);

const INSTANT_RULE = t(
  'Una data e ora con il fuso, per esempio 2026-12-01T00:00:00+01:00',
  'A date and time with its offset, e.g. 2026-12-01T00:00:00+01:00',
  'Une date et heure avec son fuseau, par exemple 2026-12-01T00:00:00+01:00',
  'Una fecha y hora con su huso, por ejemplo 2026-12-01T00:00:00+01:00',
  'Datum und Uhrzeit mit Zeitzone, zum Beispiel 2026-12-01T00:00:00+01:00',
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

/** The settings' and the codes' contract rules in five languages (decision 219's way). */
export const VALIDATION_TEXTS: { heading: I18nText; rules: ReadonlyMap<string, I18nText> } = {
  heading: INVALID_REQUEST,
  rules: new Map([
    [SETTINGS_RULE_MESSAGES.iban, IBAN_RULE], [SETTINGS_RULE_MESSAGES.bic, BIC_RULE], [SETTINGS_RULE_MESSAGES.time, TIME_RULE],
    [SETTINGS_RULE_MESSAGES.slotOrder, SLOT_ORDER_RULE], [SETTINGS_RULE_MESSAGES.afternoon, AFTERNOON_RULE],
    [SETTINGS_RULE_MESSAGES.amount, amountRule(0)], [CODE_RULE_MESSAGES.amount, amountRule(1)],
    [CODE_RULE_MESSAGES.code, CODE_RULE], [CODE_RULE_MESSAGES.percent, PERCENT_OUT_OF_BOUNDS],
    [CODE_RULE_MESSAGES.instant, INSTANT_RULE], [CODE_RULE_MESSAGES.dateOrder, DATES_OUT_OF_ORDER],
  ]),
};
