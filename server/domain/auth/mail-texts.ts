// The account mails of sign-in matters (password recovery link, e-mail and password changed
// notices), in the shop's five languages. The shared words are in ../mail-texts.ts.
import { inFiveLangs } from '../i18n.js';

export const RECOVERY_SUBJECT = inFiveLangs(/*i18n*/ { id: 'auth.mail.recoverySubject', message: 'Reimposta la password del tuo account Raggio' });

/** `minutes`: how long the link works. */
export const recoveryIntro = (minutes: number) => inFiveLangs(
  /*i18n*/ { id: 'auth.mail.recoveryIntro', message: "abbiamo ricevuto una richiesta di reimpostare la password del tuo account. Il link qui sotto funziona una sola volta, entro {minutes, plural, =1 {{minutes} minuto} other {{minutes} minuti}}." },
  { minutes: Math.max(1, minutes) },
);

export const RECOVERY_ACTION = inFiveLangs(/*i18n*/ { id: 'auth.mail.recoveryAction', message: 'Scegli una nuova password' });

export const RECOVERY_NOT_YOU = inFiveLangs(/*i18n*/ { id: 'auth.mail.recoveryNotYou', message: 'Se non sei tu ad aver chiesto di reimpostare la password, ignora questa e-mail: la tua password resta quella di prima.' });

export const EMAIL_CHANGED_SUBJECT = inFiveLangs(/*i18n*/ { id: 'auth.mail.emailChangedSubject', message: "L'indirizzo e-mail del tuo account Raggio è cambiato" });

export const emailChangedBody = (newEmail: string) => inFiveLangs(/*i18n*/ { id: 'auth.mail.emailChangedBody', message: "l'indirizzo e-mail del tuo account è stato cambiato in {newEmail}. D'ora in poi accedi con il nuovo indirizzo: le nostre e-mail arriveranno lì." }, { newEmail });

export const EMAIL_CHANGED_NOT_YOU = inFiveLangs(/*i18n*/ { id: 'auth.mail.emailChangedNotYou', message: 'Se non hai fatto tu questa modifica, scrivici subito.' });

export const PASSWORD_CHANGED_SUBJECT = inFiveLangs(/*i18n*/ { id: 'auth.mail.passwordChangedSubject', message: 'La password del tuo account Raggio è cambiata' });

/** The signed-in change (PATCH auth/pass): this session stays, the others ended. `day` as shopDate writes it. */
export const passwordChangedBody = (day: string) => inFiveLangs(/*i18n*/ { id: 'auth.mail.passwordChangedBody', message: 'la password del tuo account è stata cambiata il {day}. Per sicurezza abbiamo chiuso le sessioni aperte sugli altri dispositivi.' }, { day });

/** The reset through a mailed link (PATCH auth/pass/recovery): every session ended. */
export const passwordResetBody = (day: string) => inFiveLangs(/*i18n*/ { id: 'auth.mail.passwordResetBody', message: 'la password del tuo account è stata reimpostata il {day} con il link che ti abbiamo inviato per e-mail. Per sicurezza abbiamo chiuso tutte le sessioni aperte: accedi di nuovo con la nuova password.' }, { day });

export const PASSWORD_CHANGED_NOT_YOU = inFiveLangs(/*i18n*/ { id: 'auth.mail.passwordChangedNotYou', message: 'Se non hai cambiato tu la password, scrivici subito: ti aiuteremo a mettere al sicuro il tuo account.' });
