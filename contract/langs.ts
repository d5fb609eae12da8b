// The shop's languages as plain constants, without zod, so the PWA can import them at run time
// without pulling zod into its entry chunk (contract/i18n-text.ts re-exports them).

/** The shop's languages; Italian is the default (docs/product/content.md#languages). */
export const LANGS = ['it', 'en', 'fr', 'es', 'de'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'it';
