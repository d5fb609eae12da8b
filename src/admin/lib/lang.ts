// The back office's language (decision 195): Italian, its source, or English; French, Spanish and
// German speakers see Italian. The choice is remembered in localStorage.
import { i18n, type Messages } from '@lingui/core';

export const ADMIN_LANGS = ['it', 'en'] as const;
export type AdminLang = (typeof ADMIN_LANGS)[number];
const KEY = 'raggio-admin-lang';

const catalogs: Record<AdminLang, () => Promise<{ messages: Messages }>> = {
  it: () => import('../locales/it/admin.po'),
  en: () => import('../locales/en/admin.po'),
};

function stored(): AdminLang | null {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'it' || value === 'en' ? value : null;
  } catch {
    return null;
  }
}

/** The stored choice, else English for a browser in English, else Italian. */
export function initialAdminLang(): AdminLang {
  return stored() ?? (navigator.language.toLowerCase().startsWith('en') ? 'en' : 'it');
}

export function adminLang(): AdminLang {
  return i18n.locale === 'en' ? 'en' : 'it';
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
