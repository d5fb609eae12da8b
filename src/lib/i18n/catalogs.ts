import { i18n, type Messages } from '@lingui/core';
import type { Lang } from '../../../contract/langs';

// Several catalogs per language (lingui.config.ts: app, shell, ui, catalogue, product, search).
// Each is compiled by @lingui/vite-plugin on import; a language's catalogs merge into one table.

type CatalogModule = { messages: Messages };

const allCatalogs = import.meta.glob<CatalogModule>('../../locales/*/*.po');

/** Every catalog of one language, merged; a catalog not written yet simply adds nothing. */
async function loadLanguage(lang: Lang): Promise<Messages> {
  const prefix = `../../locales/${lang}/`;
  const loads = Object.entries(allCatalogs)
    .filter(([path]) => path.startsWith(prefix))
    .map(([, load]) => load().then((module) => module.messages));
  return Object.assign({}, ...(await Promise.all(loads))) as Messages;
}

const loading = new Map<Lang, Promise<void>>();

/** Loads a language's messages once (no activation), so it can run beside other start-up work. */
export function loadCatalogs(lang: Lang): Promise<void> {
  let pending = loading.get(lang);
  if (!pending) {
    pending = loadLanguage(lang).then((messages) => i18n.load(lang, messages));
    pending.catch(() => loading.delete(lang));
    loading.set(lang, pending);
  }
  return pending;
}

/** Loads (once) and activates a language's messages; resolves when the UI may render in it. */
export async function activateLang(lang: Lang): Promise<void> {
  await loadCatalogs(lang);
  if (i18n.locale !== lang) i18n.activate(lang);
}

export { i18n };
