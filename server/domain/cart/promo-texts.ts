// The discount code's refusals in the shop's five languages (decision 107; the spec shows no text).
import type { I18nText } from '../../../contract/i18n-text.js';

export const PROMO_NOT_FOUND: I18nText = {
  it: 'Codice sconto non valido o scaduto',
  en: 'This discount code is not valid or has expired',
  fr: "Ce code de réduction n'est pas valide ou a expiré",
  es: 'Este código de descuento no es válido o ha caducado',
  de: 'Dieser Rabattcode ist ungültig oder abgelaufen',
};

export const PROMO_NOT_APPLIED: I18nText = {
  it: 'Questo codice sconto non è applicato al carrello',
  en: 'This discount code is not applied to the cart',
  fr: "Ce code de réduction n'est pas appliqué au panier",
  es: 'Este código de descuento no está aplicado al carrito',
  de: 'Dieser Rabattcode ist nicht auf den Warenkorb angewendet',
};
