import { i18n, type Messages } from '@lingui/core';
import type { Lang } from '../../../contract/langs';

// Two catalogs per language (lingui.config.ts): `app` (routes, lib, features) and `shell`.
// Both are compiled by @lingui/vite-plugin on import and merged into one message table.

type CatalogModule = { messages: Messages };

const appCatalogs = import.meta.glob<CatalogModule>('../../locales/*/app.po');
const shellCatalogs = import.meta.glob<CatalogModule>('../../locales/*/shell.po');

async function loadOne(table: Record<string, () => Promise<CatalogModule>>, lang: Lang, name: string) {
  const load = table[`../../locales/${lang}/${name}.po`];
  // A catalog not written yet (e.g. before the first extract) is simply empty.
  return load ? (await load()).messages : {};
}

const loaded = new Set<Lang>();

/** Loads (once) and activates a language's messages; resolves when the UI may render in it. */
export async function activateLang(lang: Lang): Promise<void> {
  if (!loaded.has(lang)) {
    const [app, shell] = await Promise.all([
      loadOne(appCatalogs, lang, 'app'),
      loadOne(shellCatalogs, lang, 'shell'),
    ]);
    i18n.load(lang, { ...app, ...shell });
    loaded.add(lang);
  }
  if (i18n.locale !== lang) i18n.activate(lang);
}

export { i18n };
