// Words every customer mail shares (server/mail/compose.ts lays them out), in the shop's five
// languages, and the language a customer's mail is written in (decision 103).
import { LANGS, type I18nText, type Lang } from '../../contract/i18n-text.js';
import { localizedPath } from './page-path.js';
import { inFiveLangs, translate } from './i18n.js';

export const greeting = (firstName: string) => inFiveLangs(/*i18n*/ { id: 'mail.greeting', message: 'Ciao {firstName},' }, { firstName });

export const SIGN_OFF = inFiveLangs(/*i18n*/ { id: 'mail.signOff', message: 'Il team Raggio' });

export const CONTACT_SUPPORT = inFiveLangs(/*i18n*/ { id: 'mail.contactSupport', message: "Scrivi all'assistenza" });

/** The support page (/assistenza) in the mail's language, on the shop's public address. */
export const supportPageUrl = (publicUrl: string, lang: Lang, main: Lang) =>
  `${publicUrl}${localizedPath(['assistenza'], lang, main)}`;

/** A customer's stored language (users.lang); an unknown value reads as Italian, the shop's own. */
export const storedLang = (value: string): Lang => (LANGS as readonly string[]).includes(value) ? value as Lang : 'it';

/** A day as the shop writes dates in every language: 23/12/2026 (decision 094), in Italy's time. */
export const shopDate = (date: Date) =>
  new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Rome' }).format(date);

export const translator = (lang: Lang) => (text: I18nText) => translate(text, lang);
