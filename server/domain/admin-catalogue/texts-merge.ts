// Per-language text changes: the languages given replace the stored ones; an emptied language
// other than Italian is dropped, so the shop falls back to the Italian text (server/domain/i18n.ts).
import type { I18nText } from '../../../contract/i18n-text.js';

export function mergedTexts(stored: I18nText | null | undefined, change: Partial<Record<keyof I18nText, string>>): I18nText {
  const out: Record<string, string> = { ...(stored ?? { it: '' }) };
  for (const [lang, value] of Object.entries(change)) {
    if (value === undefined) continue;
    if (value.trim() === '' && lang !== 'it') delete out[lang];
    else out[lang] = lang === 'it' ? value.trim() : value;
  }
  return { ...out, it: out.it ?? '' } as I18nText;
}

export const sameTexts = (a: I18nText | null | undefined, b: I18nText | null | undefined) =>
  JSON.stringify(Object.entries(a ?? {}).sort()) === JSON.stringify(Object.entries(b ?? {}).sort());
