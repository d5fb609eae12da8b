// The back office's language: Italian, its source, or any of the shop's other four (decision 195,
// amended by docs/decisions/253-the-back-office-in-five-languages.md). The choice is remembered in
// localStorage.
import { i18n, type Messages } from '@lingui/core';

export const ADMIN_LANGS = ['it', 'en', 'fr', 'es', 'de'] as const;
export type AdminLang = (typeof ADMIN_LANGS)[number];
const KEY = 'raggio-admin-lang';

const catalogs: Record<AdminLang, () => Promise<{ messages: Messages }>> = {
  it: () => import('../locales/it/admin.po'),
  en: () => import('../locales/en/admin.po'),
  fr: () => import('../locales/fr/admin.po'),
  es: () => import('../locales/es/admin.po'),
  de: () => import('../locales/de/admin.po'),
};

const isAdminLang = (value: string | null | undefined): value is AdminLang =>
  (ADMIN_LANGS as readonly string[]).includes(value ?? '');

function stored(): AdminLang | null {
  try {
    const value = localStorage.getItem(KEY);
    return isAdminLang(value) ? value : null;
  } catch {
    return null;
  }
}

/** The stored choice, else the browser's language when the back office has it, else Italian. */
export function initialAdminLang(): AdminLang {
  const browser = navigator.language.toLowerCase().slice(0, 2);
  return stored() ?? (isAdminLang(browser) ? browser : 'it');
}

export function adminLang(): AdminLang {
  return isAdminLang(i18n.locale) ? i18n.locale : 'it';
}

export async function activateAdminLang(lang: AdminLang, remember = false): Promise<void> {
  const { messages } = await catalogs[lang]();
  i18n.loadAndActivate({ locale: lang, messages });
  document.documentElement.lang = lang;
  if (remember) {
    try { localStorage.setItem(KEY, lang); } catch { /* this page only */ }
  }
}

export { i18n };
