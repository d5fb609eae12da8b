// GET /v1/shop and GET /v1/shop/brands on the seeded demo shop.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandsSchema, shopSchema, type Shop } from '../../contract/shop.js';
import { banners, brands as brandsTable, departments, settings } from '../../server/db/schema.js';
import { catalogueAnswers } from '../../server/domain/catalogue/catalogue-answers.js';
import { expectError, failingFields, startTestApi, type TestApi } from './harness.js';

/**
 * A change to the shop's tables made here, as a staff tool in this process would: the process
 * re-reads the catalogue version, which watches them, so its next answer shows it (decision 201).
 */
async function edit(write: PromiseLike<unknown>): Promise<void> {
  await write;
  await catalogueAnswers(api.db).changed();
}

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api?.close(); });

const getShop = async (query = '', headers: Record<string, string> = {}) => {
  const res = await api.fetch(`/v1/shop${query}`, { headers });
  expect(res.status).toBe(200);
  return shopSchema.parse(await res.json());
};
const departmentRows = () => api.db.select().from(departments).orderBy(asc(departments.position), asc(departments.id));
const names = (shop: Shop) => shop.departments.map((d) => d.name);

describe('GET /v1/shop', () => {
  it('answers the whole shop in the contract shape, texts in Italian by default', async () => {
    const shop = await getShop();
    const rows = await departmentRows();
    expect(shop.id).toBe('raggio');
    expect(shop.departments).toHaveLength(rows.length);
    expect(names(shop)).toEqual(rows.map((r) => r.name.it));
    expect(shop.langs.data.main).toBe('it');
    expect(shop.langs.data.allowed.map((l) => l.value)).toContain('en');
    expect(shop.available).toBe(true);
  });

  it('gives English names with ?lang=en and French ones for Accept-Language: fr', async () => {
    const rows = await departmentRows();
    expect(names(await getShop('?lang=en'))).toEqual(rows.map((r) => r.name.en ?? r.name.it));
    expect(names(await getShop('', { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' }))).toEqual(rows.map((r) => r.name.fr ?? r.name.it));
    const english = await getShop('?lang=en');
    expect(names(english)).not.toEqual(names(await getShop('?lang=it')));
  });

  it('names the company\'s country in the language asked, so pages need no ICU for it (decision 178)', async () => {
    const countries = await Promise.all(['it', 'en', 'fr', 'es', 'de'].map(async (lang) => (await getShop(`?lang=${lang}`)).company));
    expect(countries.map((company) => company.country)).toEqual(['IT', 'IT', 'IT', 'IT', 'IT']);
    expect(countries.map((company) => company.countryName)).toEqual(['Italia', 'Italy', 'Italie', 'Italia', 'Italien']);
  });

  it('builds the department tree data: parents exist and paths extend the parent path', async () => {
    const shop = await getShop();
    const byId = new Map(shop.departments.map((d) => [d.id, d]));
    for (const d of shop.departments) {
      if (d.parent === null) continue;
      const parent = byId.get(d.parent);
      expect(parent).toBeDefined();
      expect(d.path.startsWith(`${parent!.path}.`)).toBe(true);
    }
  });

  it('describes images as /img/{key} with the source size', async () => {
    const shop = await getShop();
    const images = [...shop.brands.flatMap((b) => [b.logo, b.cover]), ...shop.departments.map((d) => d.cover), ...shop.slides.map((s) => s.img)]
      .filter((i) => i !== undefined);
    expect(images.length).toBeGreaterThan(0);
    for (const img of images) {
      expect(img.url).toMatch(/^\/img\/[^/]+$/);
      expect(img.width).toBeGreaterThan(0);
      expect(img.height).toBeGreaterThan(0);
    }
  });

  it('answers the promo banner and the sponsor slides: texts in the language asked, button slug, image, video renditions', async () => {
    const english = await getShop('?lang=en');
    expect(english.promoBanner).toMatchObject({
      title: 'Black Friday', placeholder: 'Up to 30% off bikes, wheels and components.',
      button: { on: true, slug: 'l/black-friday', placeholder: 'See the offers' },
      img: { url: expect.stringMatching(/^\/img\//) }, video: '/media/wheel-1920.webm',
      videoSources: [{ maxWidth: 576, src: '/media/wheel-576.webm' }, { maxWidth: 1080, src: '/media/wheel-1080.webm' }],
    });
    expect((await getShop('?lang=de')).promoBanner?.button.placeholder).toBe('Zu den Angeboten');
    expect(english.bannersSponsors.map((s) => s.title)).toEqual(['Team Raggio Orobie', 'Dolomia Enduro Crew', 'Orobie Gran Fondo']);
    expect(english.bannersSponsors.map((s) => s.videoSources?.length ?? 0)).toEqual([2, 0, 0]);
    // The top banner is a banner of another kind: it stays the line above the navbar.
    expect(english.banner?.placeholder).toBe('Free shipping in Italy on orders over 79,99 €');
  });

  it('has no promo banner once the shop deactivates it', async () => {
    await edit(api.db.update(banners).set({ active: false }).where(eq(banners.kind, 'promo')));
    try {
      const shop = await getShop();
      expect(shop.promoBanner).toBeNull();
      expect(shop.banner).not.toBeNull();
    } finally {
      await edit(api.db.update(banners).set({ active: true }).where(eq(banners.kind, 'promo')));
    }
  });

  it('is unavailable when the subscription is neither actived nor free', async () => {
    const [before] = await api.db.select().from(settings).where(eq(settings.shopId, 'raggio'));
    await edit(api.db.update(settings).set({ subscriptionStatus: 'suspended' }).where(eq(settings.shopId, 'raggio')));
    try {
      const shop = await getShop('?lang=de');
      expect(shop.available).toBe(false);
      expect(shop.settings.profile.sub.status).toBe('suspended');
    } finally {
      await edit(api.db.update(settings).set({ subscriptionStatus: before!.subscriptionStatus }).where(eq(settings.shopId, 'raggio')));
    }
  });

  it('is cacheable for a minute and revalidates with its ETag', async () => {
    const first = await api.fetch('/v1/shop?lang=es');
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    const again = await api.fetch('/v1/shop?lang=es', { headers: { 'if-none-match': tag! } });
    expect(again.status).toBe(304);
    const otherLang = await api.fetch('/v1/shop?lang=it', { headers: { 'if-none-match': tag! } });
    expect(otherLang.status).toBe(200);
  });

  it('refuses a language it does not speak with 400 naming the lang field', async () => {
    const error = await expectError(await api.fetch('/v1/shop?lang=xx'), 400, 'VALIDATION_ERROR');
    expect(failingFields(error)).toEqual(['lang']);
  });
});

describe('GET /v1/shop/brands', () => {
  it('lists the same brands as the shop answer', async () => {
    const res = await api.fetch('/v1/shop/brands?lang=en');
    expect(res.status).toBe(200);
    const brands = brandsSchema.parse(await res.json());
    expect(brands).toEqual((await getShop('?lang=en')).brands);
    expect(brands).toHaveLength(await api.db.$count(brandsTable));
  });
});
