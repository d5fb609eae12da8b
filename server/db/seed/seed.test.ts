// The demo catalogue as the shop and its tests see it, on a real (in-memory PGlite) database.
import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPriceSchema, adminStockSchema, articleCodeSchema } from '../../../contract/admin-catalogue.js';
import { LANGS } from '../../../contract/i18n-text.js';
import { isLongText, isOneLineText } from '../../../contract/rules/catalogue-entry.js';
import { type Database, type Db } from '../client.js';
import { openTestPglite } from '../test-database.js';
import {
  articleImages, articles, attributeOptions, attributes, brands, bundleMembers, departments, images, labels, langs,
  payments, promoPageArticles, promoPages, seoPages, settings, shippings, shops, slides, sponsors, variantOptions,
} from '../schema.js';
import { generateCatalogue } from './catalogue/generate.js';
import { BRANDS } from './data/brands.js';
import { countArticles, isSeeded, replaceCatalogue, seedDemo } from './index.js';

let database: Database;
let db: Db;

beforeAll(async () => {
  database = await openTestPglite();
  db = database.db;
  expect(await isSeeded(db)).toBe(false);
  await seedDemo(db);
});
afterAll(() => database.close());

/** Present and non-empty in every shop language. */
function expectTranslated(text: unknown, where: string) {
  for (const lang of LANGS) {
    const value = (text as Record<string, unknown> | null)?.[lang];
    expect(typeof value === 'string' && value.trim() !== '', `${where} [${lang}]: ${JSON.stringify(text)}`).toBe(true);
  }
}

describe('seedDemo', () => {
  it('seeds once: a second call changes nothing', async () => {
    expect(await isSeeded(db)).toBe(true);
    expect(await countArticles(db)).toBe(320);
    await seedDemo(db, { articles: 50 });
    expect(await countArticles(db)).toBe(320);
  });

  it('refuses a size that is not a positive whole number', async () => {
    await expect(seedDemo(db, { articles: 0 })).rejects.toThrow(/positive integer/);
    await expect(seedDemo(db, { articles: 2.5 })).rejects.toThrow(/positive integer/);
  });

  it('creates the shop raggio with company, socials, an active subscription and five languages', async () => {
    const [shop] = await db.select().from(shops).where(eq(shops.id, 'raggio'));
    expect(shop?.company.vatNumber).toMatch(/^\d{11}$/);
    expect(shop?.social.map((s) => s.network).sort()).toEqual(['facebook', 'instagram', 'strava', 'youtube']);
    expect(await db.select().from(settings)).toMatchObject([{ subscriptionStatus: 'actived', currency: 'EUR' }]);
    const rows = await db.select().from(langs).orderBy(asc(langs.position));
    expect(rows.map((l) => [l.value, l.label])).toEqual([['it', 'Italiano'], ['en', 'English'], ['fr', 'Français'], ['es', 'Español'], ['de', 'Deutsch']]);
    expect(rows.filter((l) => l.isMain).map((l) => l.value)).toEqual(['it']);
  });

  it('files departments in a tree three levels deep with slugs unique across departments and brands', async () => {
    const deps = await db.select().from(departments);
    expect(deps.filter((d) => d.parentId === null).length).toBeGreaterThanOrEqual(6);
    expect(Math.max(...deps.map((d) => d.path.split('.').length))).toBe(3);
    const byId = new Map(deps.map((d) => [d.id, d]));
    for (const d of deps) {
      const parent = d.parentId === null ? undefined : byId.get(d.parentId);
      expect(d.path).toBe(parent ? `${parent.path}.${d.slug}` : d.slug);
      expect(d.icon && d.coverKey).toBeTruthy();
      for (const field of ['name', 'shortDescription', 'description'] as const) expectTranslated(d[field], `department ${d.slug} ${field}`);
    }
    expect(deps.some((d) => d.slug === 'abbigliamento' && d.parentId === null)).toBe(true);
    const brandRows = await db.select().from(brands);
    expect(brandRows.length).toBeGreaterThanOrEqual(12);
    expect(brandRows.some((b) => b.featured)).toBe(true);
    const slugs = [...deps, ...brandRows].map((r) => r.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('has articles of all four grades with every text in five languages', async () => {
    const rows = await db.select().from(articles);
    expect(rows.length).toBe(320);
    expect(new Set(rows.map((a) => a.grade))).toEqual(new Set(['simple', 'container', 'variant', 'bundle']));
    for (const a of rows) {
      expectTranslated(a.name, `article ${a.sku} name`);
      expectTranslated(a.description, `article ${a.sku} description`);
      for (const field of a.extendedFields.value) {
        expectTranslated(field.label, `article ${a.sku} extended label`);
        expectTranslated(field.value, `article ${a.sku} extended value`);
      }
    }
    for (const img of await db.select().from(articleImages)) expectTranslated(img.alt, `image ${img.imageKey} alt`);
  });

  it('gives every variant one option per attribute of its container, and no two variants the same options', async () => {
    const rows = await db.select({ id: articles.id, grade: articles.grade, containerId: articles.containerId }).from(articles);
    const gradeOf = new Map(rows.map((a) => [a.id, a.grade]));
    const options = await db.select({ variantId: variantOptions.variantId, optionId: variantOptions.optionId, attributeId: attributeOptions.attributeId })
      .from(variantOptions).innerJoin(attributeOptions, eq(attributeOptions.id, variantOptions.optionId));
    const byVariant = new Map<number, { optionId: number; attributeId: number }[]>();
    for (const o of options) byVariant.set(o.variantId, [...(byVariant.get(o.variantId) ?? []), o]);
    const containers = new Map<number, number[]>();
    for (const v of rows.filter((a) => a.grade === 'variant')) {
      expect(gradeOf.get(v.containerId ?? -1)).toBe('container');
      containers.set(v.containerId as number, [...(containers.get(v.containerId as number) ?? []), v.id]);
    }
    expect(containers.size).toBe(rows.filter((a) => a.grade === 'container').length);
    for (const [containerId, variantIds] of containers) {
      const attributeSets = variantIds.map((id) => (byVariant.get(id) ?? []).map((o) => o.attributeId).sort().join(','));
      expect(new Set(attributeSets).size, `container ${containerId} attributes`).toBe(1);
      expect(attributeSets[0]?.split(',').length).toBe(new Set(attributeSets[0]?.split(',')).size);
      const optionSets = variantIds.map((id) => (byVariant.get(id) ?? []).map((o) => o.optionId).sort().join(','));
      expect(new Set(optionSets).size, `container ${containerId} option sets`).toBe(variantIds.length);
    }
  });

  it('gives bundles two or three members that can be bought', async () => {
    const bundles = await db.select({ id: articles.id }).from(articles).where(eq(articles.grade, 'bundle'));
    const members = await db.select({ bundleId: bundleMembers.bundleId, grade: articles.grade })
      .from(bundleMembers).innerJoin(articles, eq(articles.id, bundleMembers.memberId));
    expect(bundles.length).toBeGreaterThan(0);
    for (const b of bundles) {
      const own = members.filter((m) => m.bundleId === b.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(3);
      expect(own.every((m) => m.grade === 'simple' || m.grade === 'container')).toBe(true);
    }
    expect(members.some((m) => m.grade === 'container')).toBe(true);
  });

  it('mixes the stock, cart and price cases the storefront has to show', async () => {
    const rows = await db.select().from(articles);
    const simple = rows.filter((a) => a.grade === 'simple');
    expect(simple.some((a) => !a.stockOn)).toBe(true);
    expect(simple.some((a) => a.stockOn && a.stockQuantity === 0)).toBe(true);
    expect(rows.some((a) => !a.available)).toBe(true);
    expect(rows.some((a) => a.grade === 'variant' && a.stockOn && a.stockQuantity === 0)).toBe(true);
    expect(rows.some((a) => a.grade === 'variant' && !a.stockOn)).toBe(true);
    expect(rows.some((a) => a.cartMinOn) && rows.some((a) => a.cartMaxOn)).toBe(true);
    expect(new Set(rows.map((a) => a.vatRate))).toEqual(new Set([4, 10, 22]));
    expect(rows.filter((a) => a.highlighted).length).toBeGreaterThanOrEqual(8);
    expect(rows.filter((a) => a.pg18).length).toBeLessThanOrEqual(2);
    for (const a of rows) {
      expect(Number.isInteger(a.priceGross) && a.priceGross > 0).toBe(true);
      if (a.priceDiscounted !== null) expect(a.priceDiscounted).toBeLessThan(a.priceGross);
    }
    const weights = rows.flatMap((a) => a.extendedFields.value.filter((f) => f.label.it === 'Peso').map((f) => f.value.it));
    expect(weights.length).toBeGreaterThan(0);
    for (const w of weights) expect(w).toMatch(/^\d+,\d{2} Kg$/);
  });

  it('stores an SVG source for every picture the catalogue and content point at', async () => {
    const keys = [
      ...(await db.select({ key: articleImages.imageKey }).from(articleImages)).map((r) => r.key),
      ...(await db.select({ key: departments.coverKey }).from(departments)).map((r) => r.key),
      ...(await db.select({ key: brands.logoKey }).from(brands)).map((r) => r.key),
      ...(await db.select({ key: slides.imgKey }).from(slides)).map((r) => r.key),
      ...(await db.select({ key: sponsors.imgKey }).from(sponsors)).map((r) => r.key),
    ];
    const stored = new Map((await db.select().from(images)).map((i) => [i.key, i]));
    for (const key of keys) {
      const image = stored.get(key ?? '');
      expect(image?.mime, `image ${key}`).toBe('image/svg+xml');
      expect(image?.data.startsWith('<svg')).toBe(true);
    }
    const articleImage = stored.get((await db.select().from(articleImages).limit(1))[0]?.imageKey ?? '');
    expect([articleImage?.width, articleImage?.height]).toEqual([1920, 1440]);
  });

  it('sets up labels, attributes, payments, shippings, promo pages, slides and SEO texts', async () => {
    const labelRows = await db.select().from(labels);
    expect(labelRows.find((l) => l.slug === 'evidenza')?.hiddenOnCards).toBe(true);
    expect(labelRows.map((l) => l.name.it).sort()).toEqual(['Evidenza', 'Novità', 'Promo', 'Ultimi pezzi']);
    expect((await db.select({ slug: attributes.slug }).from(attributes)).map((a) => a.slug).sort()).toEqual(['colore', 'misura-scarpe', 'ruota', 'taglia']);
    const colours = await db.select().from(attributeOptions).innerJoin(attributes, eq(attributes.id, attributeOptions.attributeId)).where(eq(attributes.slug, 'colore'));
    expect(colours.every((c) => /^#[0-9a-f]{6}$/.test(c.attribute_options.color1 ?? ''))).toBe(true);
    expect(colours.some((c) => c.attribute_options.color2)).toBe(true);

    const pay = await db.select().from(payments);
    expect(pay.map((p) => p.id).sort()).toEqual(['bankTransfer', 'cash', 'mark', 'paypal', 'pos', 'stripe']);
    expect(pay.find((p) => p.id === 'mark')).toMatchObject({ additionalPriceOn: true });
    expect(pay.some((p) => p.actived && p.available)).toBe(true);
    pay.forEach((p) => expectTranslated(p.name, `payment ${p.id}`));

    const ship = await db.select().from(shippings);
    expect(ship.find((s) => s.type === 'courier' && s.countries.includes('IT'))).toMatchObject({ feeGross: 899, freeFromGross: 7999 });
    expect(ship.find((s) => s.countries.includes('FR'))).toMatchObject({ feeGross: 1199, countries: ['FR', 'DE'] });
    const pickup = ship.find((s) => s.type === 'pickup');
    expect(pickup?.feeGross).toBe(0);
    expect(Object.keys(pickup?.openingHours ?? {})).toHaveLength(7);
    expect(ship.some((s) => s.type === 'express')).toBe(true);
    ship.forEach((s) => { expectTranslated(s.name, 'shipping name'); expectTranslated(s.description, 'shipping description'); });

    const promos = await db.select({ slug: promoPages.slug, label: promoPages.label, n: count(promoPageArticles.articleId) })
      .from(promoPages).leftJoin(promoPageArticles, eq(promoPageArticles.promoPageId, promoPages.id)).groupBy(promoPages.id);
    expect(promos.map((p) => p.slug).sort()).toEqual(['black-friday', 'carbonio', 'saldi-invernali']);
    for (const p of promos) { expect(p.n).toBeGreaterThan(0); expectTranslated(p.label, `promo ${p.slug}`); }
    expect(await db.$count(slides)).toBe(3);
    expect(await db.$count(sponsors)).toBeGreaterThanOrEqual(2);
    const seo = await db.select().from(seoPages);
    expect(seo.map((p) => p.path)).toEqual(expect.arrayContaining(['/cgv', '/chi-siamo', '/assistenza']));
    seo.forEach((p) => { expectTranslated(p.title, `seo ${p.path}`); expect(p.title.it).not.toContain('|'); });
  });

  it('holds only codes, texts, prices and stock the back office would take (decision 219)', async () => {
    for (const a of await db.select().from(articles)) {
      expect(articleCodeSchema.safeParse(a.sku).success, a.sku).toBe(true);
      for (const lang of LANGS) {
        expect(isOneLineText(a.name[lang] ?? ''), `${a.sku} name [${lang}]`).toBe(true);
        expect(isLongText(a.description?.[lang] ?? ''), `${a.sku} description [${lang}]`).toBe(true);
      }
      // A container's own price and stock are not sold by (decision 194): its variants' are.
      if (a.grade === 'container') continue;
      expect(adminPriceSchema.safeParse(a.priceGross).success, `${a.sku} price ${a.priceGross}`).toBe(true);
      if (a.priceDiscounted !== null) expect(adminPriceSchema.safeParse(a.priceDiscounted).success, `${a.sku} discounted`).toBe(true);
      expect(adminStockSchema.safeParse(a.stockQuantity).success, `${a.sku} stock ${a.stockQuantity}`).toBe(true);
    }
    // `npm run seed -- --articles N` makes its codes the same way, at any size.
    const big = generateCatalogue({ articles: 5000, brands: BRANDS, now: Date.parse('2025-01-01') });
    expect(big.articles.filter((a) => !articleCodeSchema.safeParse(a.sku).success).map((a) => a.sku)).toEqual([]);
  });

  it('is the same catalogue on every run', () => {
    const make = () => generateCatalogue({ articles: 320, brands: BRANDS, now: Date.parse('2025-01-01') });
    const summary = (c: ReturnType<typeof make>) => c.articles.map((a) => [a.sku, a.slug, a.priceGross, a.name.de, a.images.map((i) => i.key)]);
    expect(summary(make())).toEqual(summary(make()));
  });
});

describe('replaceCatalogue', () => {
  it('swaps the articles for a catalogue of another size and keeps the shop around them', async () => {
    const departmentsBefore = await db.$count(departments);
    await replaceCatalogue(db, { articles: 120 });
    expect(await countArticles(db)).toBe(120);
    expect(await db.$count(departments)).toBe(departmentsBefore);
    expect(await db.$count(promoPageArticles)).toBeGreaterThan(0);
    const orphans = await db.execute(sql`select count(*)::int as n from article_images ai left join images i on i.key = ai.image_key where i.key is null`);
    expect((orphans as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it('refuses a bad size and leaves the catalogue as it was', async () => {
    await expect(replaceCatalogue(db, { articles: -3 })).rejects.toThrow(/positive integer/);
    expect(await countArticles(db)).toBe(120);
  });
});
