// The shop row and everything around the catalogue: languages, payments, shippings, stores,
// SEO texts, information pages, home slides, top banner, promo banner, sponsors and promo pages.
import { drawCover, drawSlide } from './draw.js';
import type { Db } from '../client.js';
import { banners, campaigns, images, infoPages, langs, payments, promoPages, seoPages, settings, shippings, shops, slides, sponsors, staff, stores } from '../schema.js';
import { campaignRows } from './data/campaigns.js';
import { PROMO_BANNER, PROMO_PAGES, SEED_VIDEO, SEO_PAGES, SLIDES, SPONSORS, TOP_BANNER, type SlideSeed } from './data/content.js';
import { INFO_PAGE_ROWS } from './data/info-pages.js';
import { DEMO_STAFF, LANG_ROWS, PAYMENTS, SETTINGS, SHIPPINGS, SHOP, SHOP_ID, STORES } from './data/shop.js';
import { insertAll, insertIds } from './batches.js';
import type { Lookups } from './lookups.js';
import { imageRow } from './taxonomy.js';

/** The shop itself: what it needs to answer at all, demo or not (decision 209). */
export async function seedShop(db: Db): Promise<void> {
  await db.insert(shops).values(SHOP);
  await db.insert(settings).values(SETTINGS);
  await insertAll(db, langs, LANG_ROWS);
  await insertAll(db, payments, PAYMENTS);
  await insertAll(db, shippings, SHIPPINGS);
  await insertAll(db, stores, STORES);
  await insertAll(db, seoPages, SEO_PAGES.map((page) => ({ shopId: SHOP_ID, ...page })));
  await insertAll(db, infoPages, INFO_PAGE_ROWS.map((page) => ({ shopId: SHOP_ID, ...page })));
}

/** The demo's people and campaigns: a staff member (an owner, decision 237) whose password is public, and sample campaigns. */
export async function seedDemoShopExtras(db: Db): Promise<void> {
  await db.insert(staff).values({ shopId: SHOP_ID, email: DEMO_STAFF.email, name: DEMO_STAFF.name, passwordHash: DEMO_STAFF.passwordHash, role: 'owner' });
  await insertAll(db, campaigns, campaignRows(Date.now()));
}

async function slideRows(db: Db, list: SlideSeed[]) {
  const pictures = list.map(({ picture: p }) => drawSlide(p.kind, p.sky, p.color1, p.color2));
  await insertAll(db, images, pictures.map(imageRow), { ignoreConflicts: true });
  return list.map((s, position) => ({
    shopId: SHOP_ID, title: s.title, placeholder: s.placeholder, buttonOn: true, buttonSlug: s.buttonSlug,
    buttonPlaceholder: s.buttonPlaceholder, imgKey: pictures[position]?.key ?? null, position,
    ...(s.video ? { videoUrl: SEED_VIDEO.url, videoSources: SEED_VIDEO.sources } : {}),
  }));
}

export async function seedContent(db: Db, lookups: Lookups): Promise<void> {
  await insertAll(db, slides, await slideRows(db, SLIDES));
  await insertAll(db, sponsors, await slideRows(db, SPONSORS));
  await db.insert(banners).values({
    shopId: SHOP_ID, kind: 'top', placeholder: TOP_BANNER.placeholder, buttonOn: true,
    buttonSlug: TOP_BANNER.buttonSlug, buttonPlaceholder: TOP_BANNER.buttonPlaceholder,
  });
  await insertAll(db, banners, (await slideRows(db, [PROMO_BANNER])).map((row) => ({ ...row, kind: 'promo' })));
  const covers = PROMO_PAGES.map(({ cover }) => drawCover(cover.kind, cover.color1, cover.color2));
  await insertAll(db, images, covers.map(imageRow), { ignoreConflicts: true });
  const ids = await insertIds(db, promoPages, PROMO_PAGES.map((p, position) => ({
    shopId: SHOP_ID, slug: p.slug, label: p.label, description: p.description, coverKey: covers[position]?.key ?? null, position,
  })));
  PROMO_PAGES.forEach((p, i) => lookups.promoPages.set(p.slug, ids[i] as number));
}
