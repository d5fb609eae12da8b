// The account mails of sign-in matters (password recovery link, e-mail and password changed
// notices), in the shop's five languages. The shared words are in ../mail-texts.ts.
import { fiveLangs as t } from '../i18n.js';

export const RECOVERY_SUBJECT = t(
  'Reimposta la password del tuo account Raggio',
  'Reset the password of your Raggio account',
  'Réinitialisez le mot de passe de votre compte Raggio',
  'Restablece la contraseña de tu cuenta Raggio',
  'Setze das Passwort deines Raggio-Kontos zurück',
);

/** `minutes`: how long the link works. */
export const recoveryIntro = (minutes: number) => {
  const m = Math.max(1, minutes);
  return t(
    `abbiamo ricevuto una richiesta di reimpostare la password del tuo account. Il link qui sotto funziona una sola volta, entro ${m} ${m === 1 ? 'minuto' : 'minuti'}.`,
    `we received a request to reset the password of your account. The link below works once, within ${m} ${m === 1 ? 'minute' : 'minutes'}.`,
    `nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Le lien ci-dessous ne fonctionne qu'une fois, pendant ${m} ${m === 1 ? 'minute' : 'minutes'}.`,
    `hemos recibido una solicitud para restablecer la contraseña de tu cuenta. El enlace de abajo funciona una sola vez, durante ${m} ${m === 1 ? 'minuto' : 'minutos'}.`,
    `wir haben eine Anfrage erhalten, das Passwort deines Kontos zurückzusetzen. Der Link unten funktioniert einmal, innerhalb von ${m} ${m === 1 ? 'Minute' : 'Minuten'}.`,
  );
};

export const RECOVERY_ACTION = t(
  'Scegli una nuova password',
  'Choose a new password',
  'Choisir un nouveau mot de passe',
  'Elegir una nueva contraseña',
  'Neues Passwort wählen',
);

export const RECOVERY_NOT_YOU = t(
  'Se non sei tu ad aver chiesto di reimpostare la password, ignora questa e-mail: la tua password resta quella di prima.',
  'If you did not ask to reset your password, ignore this e-mail: your password stays as it is.',
  "Si vous n'avez pas demandé à réinitialiser votre mot de passe, ignorez cet e-mail : votre mot de passe reste inchangé.",
  'Si no has pedido restablecer tu contraseña, ignora este correo: tu contraseña sigue siendo la misma.',
  'Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt unverändert.',
);

export const EMAIL_CHANGED_SUBJECT = t(
  "L'indirizzo e-mail del tuo account Raggio è cambiato",
  'The e-mail address of your Raggio account has changed',
  "L'adresse e-mail de votre compte Raggio a changé",
  'La dirección de correo electrónico de tu cuenta Raggio ha cambiado',
  'Die E-Mail-Adresse deines Raggio-Kontos wurde geändert',
);

export const emailChangedBody = (newEmail: string) => t(
  `l'indirizzo e-mail del tuo account è stato cambiato in ${newEmail}. D'ora in poi accedi con il nuovo indirizzo: le nostre e-mail arriveranno lì.`,
  `the e-mail address of your account has been changed to ${newEmail}. From now on, sign in with the new address: our e-mails will go there.`,
  `l'adresse e-mail de votre compte a été remplacée par ${newEmail}. Désormais, connectez-vous avec la nouvelle adresse : nos e-mails y seront envoyés.`,
  `la dirección de correo electrónico de tu cuenta se ha cambiado a ${newEmail}. A partir de ahora, inicia sesión con la nueva dirección: nuestros correos llegarán allí.`,
  `die E-Mail-Adresse deines Kontos wurde in ${newEmail} geändert. Melde dich ab jetzt mit der neuen Adresse an: Unsere E-Mails gehen dorthin.`,
);

export const EMAIL_CHANGED_NOT_YOU = t(
  'Se non hai fatto tu questa modifica, scrivici subito.',
  'If you did not make this change, write to us straight away.',
  "Si vous n'êtes pas à l'origine de cette modification, écrivez-nous immédiatement.",
  'Si no has hecho tú este cambio, escríbenos enseguida.',
  'Wenn du das nicht warst, schreib uns sofort.',
);

export const PASSWORD_CHANGED_SUBJECT = t(
  'La password del tuo account Raggio è cambiata',
  'The password of your Raggio account has changed',
  'Le mot de passe de votre compte Raggio a changé',
  'La contraseña de tu cuenta Raggio ha cambiado',
  'Das Passwort deines Raggio-Kontos wurde geändert',
);

/** The signed-in change (PATCH auth/pass): this session stays, the others ended. `day` as shopDate writes it. */
export const passwordChangedBody = (day: string) => t(
  `la password del tuo account è stata cambiata il ${day}. Per sicurezza abbiamo chiuso le sessioni aperte sugli altri dispositivi.`,
  `the password of your account was changed on ${day}. To keep your account safe, we have closed the sessions open on your other devices.`,
  `le mot de passe de votre compte a été modifié le ${day}. Par sécurité, nous avons fermé les sessions ouvertes sur vos autres appareils.`,
  `la contraseña de tu cuenta se cambió el ${day}. Por seguridad, hemos cerrado las sesiones abiertas en tus otros dispositivos.`,
  `das Passwort deines Kontos wurde am ${day} geändert. Zur Sicherheit haben wir die offenen Sitzungen auf deinen anderen Geräten beendet.`,
);

/** The reset through a mailed link (PATCH auth/pass/recovery): every session ended. */
export const passwordResetBody = (day: string) => t(
  `la password del tuo account è stata reimpostata il ${day} con il link che ti abbiamo inviato per e-mail. Per sicurezza abbiamo chiuso tutte le sessioni aperte: accedi di nuovo con la nuova password.`,
  `the password of your account was reset on ${day} with the link we e-mailed you. To keep your account safe, we have closed every open session: sign in again with the new password.`,
  `le mot de passe de votre compte a été réinitialisé le ${day} avec le lien que nous vous avons envoyé par e-mail. Par sécurité, nous avons fermé toutes les sessions ouvertes : connectez-vous à nouveau avec le nouveau mot de passe.`,
  `la contraseña de tu cuenta se restableció el ${day} con el enlace que te enviamos por correo. Por seguridad, hemos cerrado todas las sesiones abiertas: vuelve a iniciar sesión con la nueva contraseña.`,
  `das Passwort deines Kontos wurde am ${day} über den Link zurückgesetzt, den wir dir per E-Mail geschickt haben. Zur Sicherheit haben wir alle offenen Sitzungen beendet: Melde dich mit dem neuen Passwort wieder an.`,
);

export const PASSWORD_CHANGED_NOT_YOU = t(
  'Se non hai cambiato tu la password, scrivici subito: ti aiuteremo a mettere al sicuro il tuo account.',
  'If you did not change your password, write to us straight away: we will help you secure your account.',
  "Si vous n'avez pas modifié votre mot de passe, écrivez-nous immédiatement : nous vous aiderons à sécuriser votre compte.",
  'Si no has cambiado tú la contraseña, escríbenos enseguida: te ayudaremos a proteger tu cuenta.',
  'Wenn du dein Passwort nicht geändert hast, schreib uns sofort: Wir helfen dir, dein Konto zu sichern.',
);
