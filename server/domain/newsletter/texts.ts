// The newsletter's words in the shop's five languages: the confirmation mail, the pages its links
// open, and the refusals (decision 110).
import type { I18nText } from '../../../contract/i18n-text.js';
import { inFiveLangs } from '../i18n.js';
import { greeting as customerGreeting } from '../mail-texts.js';

export const CONFIRM_SUBJECT = inFiveLangs(/*i18n*/ { id: 'newsletter.confirmSubject', message: 'Conferma la tua iscrizione alla newsletter di Raggio' });

/** A subscriber may have left no name: then the greeting has none. */
export const greeting = (name: string | null): I18nText => (name
  ? customerGreeting(name)
  : inFiveLangs(/*i18n*/ { id: 'newsletter.greeting', message: 'Ciao,' }));

export const CONFIRM_INTRO = inFiveLangs(/*i18n*/ { id: 'newsletter.confirmIntro', message: 'per ricevere la newsletter di Raggio (novità, anteprime e offerte riservate) conferma il tuo indirizzo e-mail:' });

export const CONFIRM_BUTTON = inFiveLangs(/*i18n*/ { id: 'newsletter.confirmButton', message: 'Conferma l’iscrizione' });

export const CONFIRM_EXPIRY = inFiveLangs(/*i18n*/ { id: 'newsletter.confirmExpiry', message: 'Il link vale 7 giorni. Se non hai chiesto tu l’iscrizione, ignora questo messaggio: senza conferma non riceverai altre e-mail.' });

export const UNSUBSCRIBE_LINE = inFiveLangs(/*i18n*/ { id: 'newsletter.unsubscribeLine', message: 'Non vuoi più ricevere e-mail dalla newsletter di Raggio?' });

export const UNSUBSCRIBE_LINK = inFiveLangs(/*i18n*/ { id: 'newsletter.unsubscribeLink', message: 'Annulla l’iscrizione' });

/** The pages the mail's links open. */
export const CONFIRMED_TITLE = inFiveLangs(/*i18n*/ { id: 'newsletter.confirmedTitle', message: 'Iscrizione confermata' });
export const CONFIRMED_TEXT = inFiveLangs(/*i18n*/ { id: 'newsletter.confirmedText', message: 'Grazie! Da ora riceverai la newsletter di Raggio con novità, anteprime e offerte riservate.' });
export const CONFIRM_INVALID_TITLE = inFiveLangs(/*i18n*/ { id: 'newsletter.confirmInvalidTitle', message: 'Link non valido o scaduto' });
export const CONFIRM_INVALID_TEXT = inFiveLangs(/*i18n*/ { id: 'newsletter.confirmInvalidText', message: 'Questo link di conferma non vale più: è scaduto oppure è già stato usato. Se hai già confermato, la tua iscrizione è attiva; altrimenti iscriviti di nuovo dal sito.' });
export const UNSUBSCRIBED_TITLE = inFiveLangs(/*i18n*/ { id: 'newsletter.unsubscribedTitle', message: 'Iscrizione annullata' });
export const UNSUBSCRIBED_TEXT = inFiveLangs(/*i18n*/ { id: 'newsletter.unsubscribedText', message: 'Non riceverai più e-mail dalla newsletter di Raggio. Puoi iscriverti di nuovo quando vuoi dal sito.' });
export const UNSUBSCRIBE_INVALID_TITLE = inFiveLangs(/*i18n*/ { id: 'newsletter.unsubscribeInvalidTitle', message: 'Link non valido' });
export const UNSUBSCRIBE_INVALID_TEXT = inFiveLangs(/*i18n*/ { id: 'newsletter.unsubscribeInvalidText', message: 'Questo link per annullare l’iscrizione non è valido. Usa il link dell’ultima e-mail ricevuta o scrivici dalla pagina Assistenza.' });
export const BACK_TO_SHOP = inFiveLangs(/*i18n*/ { id: 'newsletter.backToShop', message: 'Torna al negozio' });

/** POST auth/sub with an address that is not the signed-in user's. */
export const NOT_YOUR_EMAIL = inFiveLangs(/*i18n*/ { id: 'newsletter.notYourEmail', message: 'Puoi iscrivere solo l’indirizzo e-mail del tuo account' });
