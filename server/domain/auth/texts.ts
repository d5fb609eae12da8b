// The account refusals in the shop's five languages (the spec leaves their wording to the server:
// docs/product/accounts.md#sign-in).
import type { I18nText } from '../../../contract/i18n-text.js';
import { fiveLangs as t } from '../i18n.js';


export const EMAIL_TAKEN = t(
  'Esiste già un account con questo indirizzo e-mail',
  'An account with this e-mail address already exists',
  'Un compte existe déjà avec cette adresse e-mail',
  'Ya existe una cuenta con esta dirección de correo electrónico',
  'Mit dieser E-Mail-Adresse gibt es bereits ein Konto',
);

/** The same words for an unknown e-mail and a wrong password: they must not tell the two apart. */
export const INVALID_CREDENTIALS = t(
  'E-mail o password non corretti',
  'Incorrect e-mail or password',
  'E-mail ou mot de passe incorrect',
  'Correo electrónico o contraseña incorrectos',
  'E-Mail oder Passwort falsch',
);

export const SESSION_EXPIRED = t(
  'La sessione è scaduta: accedi di nuovo',
  'Your session has expired: please sign in again',
  'Votre session a expiré : veuillez vous reconnecter',
  'Tu sesión ha caducado: vuelve a iniciar sesión',
  'Deine Sitzung ist abgelaufen: Bitte melde dich erneut an',
);

export const SIGN_IN_REQUIRED = t(
  'Accedi per continuare',
  'Please sign in to continue',
  'Veuillez vous connecter pour continuer',
  'Inicia sesión para continuar',
  'Bitte melde dich an, um fortzufahren',
);

export const INVALID_TOKEN = t(
  'Accesso non valido: accedi di nuovo',
  'Invalid sign-in: please sign in again',
  'Connexion non valide : veuillez vous reconnecter',
  'Acceso no válido: vuelve a iniciar sesión',
  'Ungültige Anmeldung: Bitte melde dich erneut an',
);

/** Too many attempts; `minutes` is how long to wait, rounded up. */
export function tooManyAttempts(minutes: number): I18nText {
  const m = Math.max(1, minutes);
  return t(
    `Troppi tentativi: riprova tra ${m} ${m === 1 ? 'minuto' : 'minuti'}`,
    `Too many attempts: try again in ${m} ${m === 1 ? 'minute' : 'minutes'}`,
    `Trop de tentatives : réessayez dans ${m} ${m === 1 ? 'minute' : 'minutes'}`,
    `Demasiados intentos: vuelve a intentarlo dentro de ${m} ${m === 1 ? 'minuto' : 'minutos'}`,
    `Zu viele Versuche: Versuche es in ${m} ${m === 1 ? 'Minute' : 'Minuten'} erneut`,
  );
}

/** A recovery link that is unknown, expired, already used or not for this e-mail: one answer for all. */
export const RECOVERY_LINK_EXPIRED = t(
  'Il link per reimpostare la password è scaduto o è già stato usato: richiedine uno nuovo',
  'The password reset link has expired or has already been used: ask for a new one',
  'Le lien de réinitialisation du mot de passe a expiré ou a déjà été utilisé : demandez-en un nouveau',
  'El enlace para restablecer la contraseña ha caducado o ya se ha usado: solicita uno nuevo',
  'Der Link zum Zurücksetzen des Passworts ist abgelaufen oder wurde schon benutzt: Fordere einen neuen an',
);

/** The signed-in customer's current password, asked again before a change, is not right. */
export const WRONG_PASSWORD = t(
  'La password non è corretta',
  'The password is not correct',
  'Le mot de passe est incorrect',
  'La contraseña no es correcta',
  'Das Passwort ist nicht korrekt',
);
