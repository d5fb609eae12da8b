// The users calls' refusals in the shop's five languages.
import { inFiveLangs } from '../i18n.js';

/** Another customer's id reads as one that does not exist (never 403: nothing is revealed). */
export const USER_NOT_FOUND = inFiveLangs(/*i18n*/ { id: 'users.userNotFound', message: 'Utente non trovato' });
