// One information page in one language (GET pages/{key}; decision 120): its blocks from
// info_pages, its title and description from the same place GET meta?fullPath= reads them
// (seo_pages, else the fixed titles; page-texts.ts), so the heading, the <title> and the meta
// answer always agree.
import { and, eq, inArray } from 'drizzle-orm';
import type { Lang } from '../../../contract/i18n-text.js';
import { infoBlockSchema, infoPageKeySchema, type InfoPage } from '../../../contract/info-pages.js';
import type { Db } from '../../db/client.js';
import { infoPages } from '../../db/schema.js';
import { pageTexts } from '../page-texts.js';
import { SHOP_ID } from '../shop-id.js';

/** undefined when `key` names no information page or the shop has no text for it. */
export async function loadInfoPage(db: Db, key: string, lang: Lang, shopName: string): Promise<InfoPage | undefined> {
  const known = infoPageKeySchema.safeParse(key);
  if (!known.success) return undefined;
  // The page's language, else Italian (always written), as translatable texts fall back.
  const rows = await db.select().from(infoPages)
    .where(and(eq(infoPages.shopId, SHOP_ID), eq(infoPages.key, key), inArray(infoPages.lang, [lang, 'it'])));
  const row = rows.find((r) => r.lang === lang) ?? rows.find((r) => r.lang === 'it');
  const texts = row && (await pageTexts(db, [key], lang, shopName));
  if (!row || !texts) return undefined;
  return {
    key: known.data,
    lang,
    title: texts.title,
    ...(texts.description ? { description: texts.description } : {}),
    // Rows are edited by hand in the database: a block that no longer fits the contract is left
    // out rather than breaking the page.
    blocks: row.blocks.flatMap((block) => {
      const parsed = infoBlockSchema.safeParse(block);
      return parsed.success ? [parsed.data] : [];
    }),
  };
}
