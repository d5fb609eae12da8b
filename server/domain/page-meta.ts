// GET meta?fullPath=: title, description, canonical and alternates of one page (decision 010).
import type { PageMeta } from '../../contract/meta.js';
import type { Db } from '../db/client.js';
import { translate } from './i18n.js';
import { allowedValues, type ShopLangs } from './langs.js';
import { localizedPath, parsePagePath } from './page-path.js';
import { pageTexts } from './page-texts.js';
import { SITE_DESCRIPTION, TITLE_SUFFIX } from './site-texts.js';

/** docs/product/content.md#page-titles: a title without a '|' gets ' | ' and the suffix appended. */
export const fullTitle = (title: string) => (title.includes('|') ? title : `${title} | ${TITLE_SUFFIX}`);

/** undefined when the path names no page (unknown route, product, department, …). */
export async function pageMeta(
  db: Db, fullPath: string, langs: ShopLangs, shopName: string, publicUrl: string,
): Promise<PageMeta | undefined> {
  const page = parsePagePath(fullPath, allowedValues(langs), langs.main);
  if (!page) return undefined;
  const texts = await pageTexts(db, page.segments, page.lang, shopName);
  if (!texts) return undefined;
  const href = (lang: typeof page.lang) => `${publicUrl}${localizedPath(page.segments, lang, langs.main)}`;
  const alternates = texts.index
    ? [
        ...langs.allowed.map((l) => ({ hreflang: l.hreflang, href: href(l.value) })),
        { hreflang: 'x-default', href: href(langs.main) },
      ]
    : [];
  return {
    title: fullTitle(texts.title),
    description: texts.description || translate(SITE_DESCRIPTION, page.lang),
    canonical: href(page.lang),
    alternates,
    lang: page.lang,
    robots: texts.index ? 'index,follow' : 'noindex',
  };
}
