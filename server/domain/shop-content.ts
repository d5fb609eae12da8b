// The editorial parts of the shop answer: the top banner, hero slides, sponsor slides and the promo banner.
import { and, asc, eq } from 'drizzle-orm';
import type { Lang } from '../../contract/i18n-text.js';
import type { Slide, TopBanner } from '../../contract/shop.js';
import type { Db } from '../db/client.js';
import { banners, slides, sponsors } from '../db/schema.js';
import { translate, translateOptional } from './i18n.js';
import { toImage, type ImageSizes } from './images.js';
import { SHOP_ID } from './shop-id.js';

type SlideTable = typeof slides | typeof sponsors;

export const slideRows = (db: Db, table: SlideTable) =>
  db.select().from(table).where(and(eq(table.shopId, SHOP_ID), eq(table.active, true))).orderBy(asc(table.position), asc(table.id));

/** The first active banner of a kind: 'top' (the line above the navbar) or 'promo' (the promo banner). */
export const bannerRow = async (db: Db, kind: 'top' | 'promo') => {
  const [row] = await db.select().from(banners)
    .where(and(eq(banners.shopId, SHOP_ID), eq(banners.kind, kind), eq(banners.active, true)))
    .orderBy(asc(banners.position), asc(banners.id)).limit(1);
  return row;
};

type SlideRow = Awaited<ReturnType<typeof slideRows>>[number];

export function toSlide(row: SlideRow, lang: Lang, sizes: ImageSizes): Slide {
  const title = translateOptional(row.title, lang);
  const placeholder = translateOptional(row.placeholder, lang);
  const buttonPlaceholder = translateOptional(row.buttonPlaceholder, lang);
  const img = toImage(sizes, row.imgKey, title);
  return {
    id: row.id,
    ...(title ? { title } : {}),
    ...(placeholder ? { placeholder } : {}),
    button: { on: row.buttonOn, ...(row.buttonSlug ? { slug: row.buttonSlug } : {}), ...(buttonPlaceholder ? { placeholder: buttonPlaceholder } : {}) },
    ...(img ? { img } : {}),
    ...(row.videoUrl ? { video: row.videoUrl } : {}),
    ...(row.videoSources?.length ? { videoSources: row.videoSources.map(({ maxWidth, url }) => ({ maxWidth, src: url })) } : {}),
  };
}

export function toTopBanner(row: SlideRow | undefined, lang: Lang): TopBanner | null {
  if (!row?.placeholder) return null;
  const buttonPlaceholder = translateOptional(row.buttonPlaceholder, lang);
  return {
    placeholder: translate(row.placeholder, lang),
    buttonOn: row.buttonOn,
    ...(row.buttonSlug ? { buttonSlug: row.buttonSlug } : {}),
    ...(buttonPlaceholder ? { buttonPlaceholder } : {}),
  };
}
