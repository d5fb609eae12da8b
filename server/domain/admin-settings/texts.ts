// The settings back office's refusals in the shop's five languages
// (docs/decisions/238-settings-screens.md, 239-discount-codes-on-screen.md).
import { CODE_RULE_MESSAGES, PERCENT_MAX } from '../../../contract/admin-discount-codes.js';
import { SETTINGS_RULE_MESSAGES } from '../../../contract/admin-settings.js';
import type { I18nText } from '../../../contract/i18n-text.js';
import { PRICE_MAX_CENTS } from '../../../contract/rules/catalogue-entry.js';
import { INVALID_REQUEST } from '../admin-catalogue/texts.js';
import { inFiveLangs } from '../i18n.js';

export const PICKUP_NOT_FOUND = inFiveLangs(/*i18n*/ { id: 'adminSettings.pickupNotFound', message: 'Punto di ritiro non trovato' });

export const SHIPPING_NOT_FOUND = inFiveLangs(/*i18n*/ { id: 'adminSettings.shippingNotFound', message: 'Metodo di spedizione non trovato' });

export const CODE_NOT_FOUND = inFiveLangs(/*i18n*/ { id: 'adminSettings.codeNotFound', message: 'Codice sconto non trovato' });

export const CODE_TAKEN = inFiveLangs(/*i18n*/ { id: 'adminSettings.codeTaken', message: 'Esiste già un codice sconto uguale' });

export const CODE_ENDED = inFiveLangs(/*i18n*/ { id: 'adminSettings.codeEnded', message: 'Il codice sconto è già terminato: creane uno nuovo' });

export const ENDS_IN_THE_PAST = inFiveLangs(/*i18n*/ { id: 'adminSettings.endsInThePast', message: 'La fine deve essere nel futuro (per terminare subito usa «Termina»)' });

export const DATES_OUT_OF_ORDER = inFiveLangs(/*i18n*/ { id: 'adminSettings.datesOutOfOrder', message: "La fine deve venire dopo l'inizio" });

const IBAN_RULE = inFiveLangs(/*i18n*/ { id: 'adminSettings.ibanRule', message: 'Un IBAN con le cifre di controllo giuste, per esempio IT60 X054 2811 1010 0000 0123 456' });

const BIC_RULE = inFiveLangs(/*i18n*/ { id: 'adminSettings.bicRule', message: 'Un BIC di 8 o 11 lettere e cifre, per esempio BCITITMM' });

const TIME_RULE = inFiveLangs(/*i18n*/ { id: 'adminSettings.timeRule', message: 'Un orario HH:MM' });

const SLOT_ORDER_RULE = inFiveLangs(/*i18n*/ { id: 'adminSettings.slotOrderRule', message: "La chiusura dev'essere dopo l'apertura" });

const AFTERNOON_RULE = inFiveLangs(/*i18n*/ { id: 'adminSettings.afternoonRule', message: 'Il pomeriggio deve iniziare dopo la fine della mattina' });

const amountRule = (from: number): I18nText => inFiveLangs(/*i18n*/ { id: 'adminSettings.amountRule', message: 'Un importo in centesimi interi da {from} a {priceMaxCents}' }, { from, priceMaxCents: PRICE_MAX_CENTS });

const CODE_RULE = inFiveLangs(/*i18n*/ { id: 'adminSettings.codeRule', message: 'Da 3 a 40 lettere, cifre, - e _' });

const INSTANT_RULE = inFiveLangs(/*i18n*/ { id: 'adminSettings.instantRule', message: 'Una data e ora con il fuso, per esempio 2026-12-01T00:00:00+01:00' });

export const PERCENT_OUT_OF_BOUNDS = inFiveLangs(/*i18n*/ { id: 'adminSettings.percentOutOfBounds', message: 'La percentuale va da 1 a {percentMax}' }, { percentMax: PERCENT_MAX });

export const NO_VALUE_FOR_GIFTS = inFiveLangs(/*i18n*/ { id: 'adminSettings.noValueForGifts', message: 'Un codice con articoli in omaggio non ha un valore da cambiare' });

/** A change that names nothing: the catalogue's words for it, one sentence for every back-office form. */
export { NOTHING_TO_CHANGE } from '../admin-catalogue/texts.js';

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
