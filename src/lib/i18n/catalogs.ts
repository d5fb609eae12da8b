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

const loading = new Map<Lang, Promise<void>>();

/** Loads a language's messages once (no activation), so it can run beside other start-up work. */
export function loadCatalogs(lang: Lang): Promise<void> {
  let pending = loading.get(lang);
  if (!pending) {
    pending = Promise.all([loadOne(appCatalogs, lang, 'app'), loadOne(shellCatalogs, lang, 'shell')]).then(
      ([app, shell]) => i18n.load(lang, { ...app, ...shell }),
    );
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
