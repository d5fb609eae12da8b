// Seed texts are complete in every shop language: `Tr` requires all five, so the compiler
// refuses a text with a missing translation.
import { LANGS, type Lang } from '../../../contract/i18n-text.js';

export type Tr = Record<Lang, string>;

export const t = (it: string, en: string, fr: string, es: string, de: string): Tr => ({ it, en, fr, es, de });

/** The same text in every language (proper nouns, numbers, units). */
export const same = (text: string): Tr => t(text, text, text, text, text);

/** Builds a text per language from parts that are plain strings or translated texts. */
export function compose(parts: readonly (string | Tr)[], separator = ' '): Tr {
  const out = {} as Tr;
  for (const lang of LANGS) {
    out[lang] = parts
      .map((part) => (typeof part === 'string' ? part : part[lang]))
      .filter((s) => s !== '')
      .join(separator);
  }
  return out;
}

/** Replaces `{name}` placeholders in every language. */
export function fill(template: Tr, vars: Record<string, string | Tr>): Tr {
  const out = {} as Tr;
  for (const lang of LANGS) {
    out[lang] = template[lang].replace(/\{(\w+)\}/g, (whole, key: string) => {
      const value = vars[key];
      if (value === undefined) return whole;
      return typeof value === 'string' ? value : value[lang];
    });
  }
  return out;
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
