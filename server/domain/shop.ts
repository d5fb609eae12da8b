// GET shop: everything the shell needs, texts resolved to one language.
import { eq } from 'drizzle-orm';
import type { Lang } from '../../contract/i18n-text.js';
import type { Brand, Shop } from '../../contract/shop.js';
import type { Db } from '../db/client.js';
import { shops, slides, sponsors } from '../db/schema.js';
import { catalogueAnswers } from './catalogue/catalogue-answers.js';
import { translate } from './i18n.js';
import { loadImageSizes } from './images.js';
import type { ShopLangs } from './langs.js';
import { isShopAvailable } from './shop-availability.js';
import {
  brandImageKeys, brandRows, departmentImageKeys, departmentRows, promoPageRows, toBrand, toDepartment,
} from './shop-catalogue.js';
import { paymentRows, settingsRow, shippingRows, storeRows, toPayments, toShipping, toStore } from './shop-commerce.js';
import { bannerRow, slideRows, toSlide, toTopBanner } from './shop-content.js';
import { SHOP_ID } from './shop-id.js';

export async function shopRow(db: Db) {
  const [row] = await db.select().from(shops).where(eq(shops.id, SHOP_ID)).limit(1);
  return row;
}

/** 'IT' → 'Italia' in `lang`; anything that is not a region code is given back as it is. */
function countryName(country: string, lang: Lang): string {
  if (!/^[A-Za-z]{2}$/.test(country)) return country;
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(country.toUpperCase()) ?? country;
  } catch {
    return country;
  }
}

async function readShopTables(db: Db) {
  const shop = await shopRow(db);
  if (!shop) return undefined;
  const [brandList, departmentList, promoList, paymentList, shippingList, storeList, setting, banner, promoBanner, slideList, sponsorList] =
    await Promise.all([
      brandRows(db), departmentRows(db), promoPageRows(db), paymentRows(db), shippingRows(db), storeRows(db),
      settingsRow(db), bannerRow(db, 'top'), bannerRow(db, 'promo'), slideRows(db, slides), slideRows(db, sponsors),
    ]);
  const sizes = await loadImageSizes(db, [
    ...brandImageKeys(brandList), ...departmentImageKeys(departmentList),
    ...slideList.map((s) => s.imgKey), ...sponsorList.map((s) => s.imgKey), promoBanner?.imgKey,
  ]);
  return { shop, brandList, departmentList, promoList, paymentList, shippingList, storeList, setting, banner, promoBanner, slideList, sponsorList, sizes };
}

/**
 * The shop's own tables, read once per catalogue version, which watches them: every page and every
 * shell asks for the shop (docs/decisions/201-shop-answers-per-version.md). `db` is the database,
 * never a transaction (the value outlives it).
 */
const shopTables = (db: Db) => catalogueAnswers(db).remember('shop-tables', () => readShopTables(db));

/** The shop row as of the catalogue version (see shopTables); undefined before the seed. */
export async function knownShopRow(db: Db) {
  return (await shopTables(db))?.shop;
}

/** The shop answer, or undefined when the shop has not been set up (not seeded). */
export async function loadShop(db: Db, lang: Lang, langs: ShopLangs): Promise<Shop | undefined> {
  const tables = await shopTables(db);
  if (!tables) return undefined;
  const {
    shop, brandList, departmentList, promoList, paymentList, shippingList, storeList, setting, banner, promoBanner, slideList, sponsorList, sizes,
  } = tables;
  const payments = toPayments(paymentList, lang);
  return {
    id: shop.id,
    name: shop.name,
    company: { ...shop.company, countryName: countryName(shop.company.country, lang) },
    social: shop.social,
    banner: toTopBanner(banner, lang),
    bannersSponsors: sponsorList.map((s) => toSlide(s, lang, sizes)),
    promoBanner: promoBanner ? toSlide(promoBanner, lang, sizes) : null,
    brands: brandList.map((b) => toBrand(b, lang, sizes)),
    departments: departmentList.map((d) => toDepartment(d, lang, sizes)),
    gateways: [],
    pagesPromos: promoList.map((p) => ({ slug: p.slug, label: translate(p.label, lang) })),
    payments,
    settings: {
      profile: { sub: { status: setting.subscriptionStatus } },
      currency: setting.currency,
      cartMaxDefault: setting.cartMaxDefault,
    },
    shippings: shippingList.map((s) => toShipping(s, lang)),
    slides: slideList.map((s) => toSlide(s, lang, sizes)),
    stores: storeList.map(toStore),
    langs: { data: { allowed: langs.allowed, main: langs.main } },
    available: isShopAvailable({ payments, shippingsCount: shippingList.length, subStatus: setting.subscriptionStatus }),
  };
}

/** GET shop/brands: the brands alone, same shape as in the shop answer. */
export async function loadBrands(db: Db, lang: Lang): Promise<Brand[]> {
  const rows = await brandRows(db);
  const sizes = await loadImageSizes(db, brandImageKeys(rows));
  return rows.map((b) => toBrand(b, lang, sizes));
}
