// The discount code's refusals in the shop's five languages (decision 107; the spec shows no text).
import type { I18nText } from '../../../contract/i18n-text.js';
import { inFiveLangs } from '../i18n.js';

export const PROMO_NOT_FOUND: I18nText = inFiveLangs(/*i18n*/ { id: 'cart.promo.promoNotFound', message: 'Codice sconto non valido o scaduto' });

export const PROMO_NOT_APPLIED: I18nText = inFiveLangs(/*i18n*/ { id: 'cart.promo.promoNotApplied', message: 'Questo codice sconto non è applicato al carrello' });
