// Translatable texts are stored per language; answers carry one plain string in the request's
// language, falling back to Italian (always present) when a translation is missing.
//
// The server's own words (refusals, mails, page titles) live in the Lingui catalog
// server/locales/{lang}/server.po like the app's (decision 252): a table names each text with a
// message descriptor marked /*i18n*/ (what `lingui extract` finds; Italian is its message) and
// turns it into the five-language I18nText the rest of the server passes around.
import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { createRequire } from 'node:module';
import { LANGS, type I18nText, type Lang } from '../../contract/i18n-text.js';
import { inProject } from '../project-root.js';

export function translate(text: I18nText, lang: Lang): string {
  const value = text[lang];
  return value !== undefined && value !== '' ? value : text.it;
}

/** For optional texts: undefined stays undefined (and so drops out of the JSON). */
export function translateOptional(text: I18nText | null | undefined, lang: Lang): string | undefined {
  if (!text) return undefined;
  const value = translate(text, lang);
  return value === '' ? undefined : value;
}

// The compiled catalogs are CommonJS (`lingui compile`'s default, as the app's are) and stay in the
// repository: read where they are, whether this runs from server/ or compiled under build/server/.
const load = createRequire(import.meta.url);
const catalogOf = (lang: Lang) => (load(inProject('server', 'locales', lang, 'server.js')) as { messages: Messages }).messages;

const instances = Object.fromEntries(
  LANGS.map((lang) => [lang, setupI18n({ locale: lang, messages: { [lang]: catalogOf(lang) } })]),
) as Record<Lang, I18n>;

/** A placeholder's value: a text already in five languages (an article's name) is read in each. */
export type TextValues = Record<string, string | number | I18nText>;

/** One of the server's texts in one language, its {placeholders} filled. */
export function say(text: MessageDescriptor, lang: Lang, values: TextValues = {}): string {
  const inLang = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'object' && value !== null ? translate(value, lang) : value]));
  return instances[lang]._(text.id, inLang, { message: text.message });
}

/** One of the server's texts in all five of the shop's languages (what refusals and mails carry). */
export function inFiveLangs(text: MessageDescriptor, values?: TextValues): I18nText {
  return Object.fromEntries(LANGS.map((lang) => [lang, say(text, lang, values)])) as Record<Lang, string>;
}
