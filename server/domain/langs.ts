// The shop's languages (langs table): the allowed list in order and the main one.
import { asc, eq } from 'drizzle-orm';
import { DEFAULT_LANG, LANGS, type Lang } from '../../contract/i18n-text.js';
import type { LangEntry } from '../../contract/shop.js';
import type { Db } from '../db/client.js';
import { langs } from '../db/schema.js';
import { SHOP_ID } from './shop-id.js';

export interface ShopLangs {
  allowed: LangEntry[];
  main: Lang;
}

const isLang = (value: string): value is Lang => (LANGS as readonly string[]).includes(value);

export async function loadLangs(db: Db): Promise<ShopLangs> {
  const rows = await db.select().from(langs).where(eq(langs.shopId, SHOP_ID)).orderBy(asc(langs.position), asc(langs.value));
  const allowed = rows
    .filter((r) => isLang(r.value))
    .map((r) => ({ value: r.value as Lang, hreflang: r.hreflang, label: r.label }));
  const main = rows.find((r) => r.isMain && isLang(r.value))?.value as Lang | undefined;
  // A shop with no language rows still speaks Italian.
  if (allowed.length === 0) return { allowed: [{ value: DEFAULT_LANG, hreflang: 'it-IT', label: 'Italiano' }], main: DEFAULT_LANG };
  return { allowed, main: main ?? allowed[0]!.value };
}

export const allowedValues = (l: ShopLangs): Lang[] => l.allowed.map((a) => a.value);
