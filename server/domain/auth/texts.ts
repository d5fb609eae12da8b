// The account refusals in the shop's five languages (the spec leaves their wording to the server:
// docs/product/accounts.md#sign-in).
import type { I18nText } from '../../../contract/i18n-text.js';
import { inFiveLangs } from '../i18n.js';

export const EMAIL_TAKEN = inFiveLangs(/*i18n*/ { id: 'auth.emailTaken', message: 'Esiste già un account con questo indirizzo e-mail' });

/** The same words for an unknown e-mail and a wrong password: they must not tell the two apart. */
export const INVALID_CREDENTIALS = inFiveLangs(/*i18n*/ { id: 'auth.invalidCredentials', message: 'E-mail o password non corretti' });

export const SESSION_EXPIRED = inFiveLangs(/*i18n*/ { id: 'auth.sessionExpired', message: 'La sessione è scaduta: accedi di nuovo' });

export const SIGN_IN_REQUIRED = inFiveLangs(/*i18n*/ { id: 'auth.signInRequired', message: 'Accedi per continuare' });

export const INVALID_TOKEN = inFiveLangs(/*i18n*/ { id: 'auth.invalidToken', message: 'Accesso non valido: accedi di nuovo' });

/** Too many attempts; `minutes` is how long to wait, rounded up. */
export function tooManyAttempts(minutes: number): I18nText {
  return inFiveLangs(
    /*i18n*/ { id: 'auth.tooManyAttempts', message: 'Troppi tentativi: riprova tra {minutes, plural, =1 {{minutes} minuto} other {{minutes} minuti}}' },
    { minutes: Math.max(1, minutes) },
  );
}

/** A recovery link that is unknown, expired, already used or not for this e-mail: one answer for all. */
export const RECOVERY_LINK_EXPIRED = inFiveLangs(/*i18n*/ { id: 'auth.recoveryLinkExpired', message: 'Il link per reimpostare la password è scaduto o è già stato usato: richiedine uno nuovo' });

/** The signed-in customer's current password, asked again before a change, is not right. */
export const WRONG_PASSWORD = inFiveLangs(/*i18n*/ { id: 'auth.wrongPassword', message: 'La password non è corretta' });
