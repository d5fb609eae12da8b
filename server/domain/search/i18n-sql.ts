// A translatable jsonb column as one lower-cased text of all its languages, for full-text matching.
import { LANGS } from '../../../contract/i18n-text.js';

export const i18nLower = (column: string): string =>
  `lower(${LANGS.map((lang) => `coalesce(${column}->>'${lang}', '')`).join(` || ' ' || `)})`;
