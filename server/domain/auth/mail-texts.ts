// The account mails of sign-in matters (password recovery link, e-mail changed notice), in the
// shop's five languages. The shared words are in ../mail-texts.ts.
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
