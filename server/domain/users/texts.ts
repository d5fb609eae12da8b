// The users calls' refusals in the shop's five languages.
import type { I18nText } from '../../../contract/i18n-text.js';

/** Another customer's id reads as one that does not exist (never 403: nothing is revealed). */
export const USER_NOT_FOUND = {
  it: 'Utente non trovato',
  en: 'User not found',
  fr: 'Utilisateur introuvable',
  es: 'Usuario no encontrado',
  de: 'Benutzer nicht gefunden',
} satisfies I18nText;
