// An article's pictures from the back office (docs/decisions/246-the-article-page.md): taken off,
// put in order, given a text alternative per language; each change reaches the shop, moves the
// catalogue version and is recorded with before and after; bad input changes nothing.
import { and, asc, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminArticleSchema, type AdminArticle } from '../../contract/admin-catalogue.js';
import { articleSchema } from '../../contract/catalogue.js';
import { articleImages, staffActions } from '../../server/db/schema.js';
import { catalogueVersion } from '../../server/domain/catalogue/version.js';
import { insertSimpleArticle, staffCall, staffOk, type Staff } from './admin-catalogue-fixtures.js';
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

const pictureBytes = (colour: string) => sharp({ create: { width: 320, height: 240, channels: 3, background: colour } }).png().toBuffer();
async function upload(id: number, colour: string, lang = 'it') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await pictureBytes(colour))], { type: 'image/png' }), `${colour}.png`);
  return staffCall(api, staff, 'POST', `/v1/admin/articles/${id}/images?lang=${lang}`, form);
}
/** A new article with three pictures, in the order red, green, blue. */
async function articleWithPictures(): Promise<AdminArticle> {
  const made = await insertSimpleArticle(api.db);
  let last: Response | undefined;
  for (const colour of ['#c01818', '#18c018', '#1818c0']) last = await upload(made.id, colour);
  expect(last!.status).toBe(201);
  return adminArticleSchema.parse(await last!.json());
}
const call = async (method: string, path: string, body?: unknown, status = 200) =>
  adminArticleSchema.parse(await staffOk(api, staff, method, path, body, status));
const publicArticle = async (id: number, lang = 'it') => articleSchema.parse(await getJson(api, `/v1/catalogs/articles/${id}?lang=${lang}`));
const versionNow = async () => (await catalogueVersion(api.db, 0, 0, 0).get()).version;
const storedPictures = (id: number) => api.db.select().from(articleImages).where(eq(articleImages.articleId, id))
  .orderBy(asc(articleImages.position), asc(articleImages.id));
const doneActions = (id: number) => api.db.select().from(staffActions)
  .where(and(eq(staffActions.subjectId, String(id)), eq(staffActions.subjectType, 'article'), isNull(staffActions.refusal)))
  .orderBy(asc(staffActions.id));

describe('the picture calls', () => {
  it('are for staff only', async () => {
    const article = await articleWithPictures();
    const picture = article.images[0]!.id;
    await expectStaffOnly(api, `/v1/admin/articles/${article.id}/images/${picture}`, { method: 'DELETE' });
    await expectStaffOnly(api, `/v1/admin/articles/${article.id}/images/order`, {
      method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pictureIds: [picture] }),
    });
    await expectStaffOnly(api, `/v1/admin/articles/${article.id}/images/${picture}`, {
      method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ alts: { it: 'x' } }),
    });
    expect(await storedPictures(article.id)).toHaveLength(3);
  });
});

describe('DELETE /v1/admin/articles/{id}/images/{pictureId}', () => {
  it('takes the picture off; the shop, the version and the history follow', async () => {
    const article = await articleWithPictures();
    const [red, green, blue] = article.images;
    const version = await versionNow();
    const after = await call('DELETE', `/v1/admin/articles/${article.id}/images/${green!.id}`);
    expect(after.images.map((p) => p.id)).toEqual([red!.id, blue!.id]);
    expect(await versionNow()).not.toBe(version);
    expect((await publicArticle(article.id)).imgs.map((i) => i.url)).toEqual([red!.url, blue!.url]);
    const last = after.history.at(-1)!;
    expect(last).toMatchObject({
      action: 'article.imageDeleted',
      before: { image: decodeURIComponent(green!.url.replace('/img/', '')), position: 2, pictures: 3 },
      after: { pictures: 2 },
    });
  });

  it('answers 404 PICTURE_NOT_FOUND for another article\'s picture or one gone, 400 for a bad id; nothing changes', async () => {
    const article = await articleWithPictures();
    const other = await articleWithPictures();
    const before = await doneActions(article.id);
    const error = await expectError(await staffCall(api, staff, 'DELETE', `/v1/admin/articles/${article.id}/images/${other.images[0]!.id}?lang=en`), 404, 'PICTURE_NOT_FOUND');
    expect(error.message).toBe('This picture is not the article\'s (it may have been removed already)');
    expect(error.payload).toEqual({ pictureId: other.images[0]!.id });
    await expectError(await staffCall(api, staff, 'DELETE', `/v1/admin/articles/${article.id}/images/abc`), 400, 'VALIDATION_ERROR');
    await expectError(await staffCall(api, staff, 'DELETE', `/v1/admin/articles/999999/images/${article.images[0]!.id}`), 404, 'ARTICLE_NOT_FOUND');
    expect(await storedPictures(article.id)).toHaveLength(3);
    expect(await storedPictures(other.id)).toHaveLength(3);
    expect(await doneActions(article.id)).toHaveLength(before.length);
    // The refusal joins the article's history (decision 225).
    const history = (await call('GET', `/v1/admin/articles/${article.id}`)).history;
    expect(history.filter((h) => h.refusal).map((h) => [h.action, h.refusal!.code])).toEqual([
      ['DELETE /v1/admin/articles/:id/images/:pictureId', 'PICTURE_NOT_FOUND'], ['DELETE /v1/admin/articles/:id/images/:pictureId', 'VALIDATION_ERROR'],
    ]);
  });
});

describe('PUT /v1/admin/articles/{id}/images/order', () => {
  it('puts the pictures in the order given; the first is the shop\'s first; the history has both orders', async () => {
    const article = await articleWithPictures();
    const [red, green, blue] = article.images.map((p) => p.id);
    const version = await versionNow();
    const after = await call('PUT', `/v1/admin/articles/${article.id}/images/order`, { pictureIds: [blue, red, green] });
    expect(after.images.map((p) => p.id)).toEqual([blue, red, green]);
    expect(await versionNow()).not.toBe(version);
    const shown = await publicArticle(article.id);
    expect(shown.imgs.map((i) => i.url)).toEqual(after.images.map((p) => p.url));
    const keys = article.images.map((p) => decodeURIComponent(p.url.replace('/img/', '')));
    expect(after.history.at(-1)).toMatchObject({
      action: 'article.imagesOrdered', before: { order: keys }, after: { order: [keys[2], keys[0], keys[1]] },
    });
    // The same order again changes and records nothing.
    const count = (await doneActions(article.id)).length;
    await call('PUT', `/v1/admin/articles/${article.id}/images/order`, { pictureIds: [blue, red, green] });
    expect(await doneActions(article.id)).toHaveLength(count);
  });

  it('refuses a list that is not every picture once with 400 PICTURE_ORDER_MISMATCH, and a malformed one with 400; nothing changes', async () => {
    const article = await articleWithPictures();
    const ids = article.images.map((p) => p.id);
    const other = await articleWithPictures();
    const put = (body: unknown) => staffCall(api, staff, 'PUT', `/v1/admin/articles/${article.id}/images/order`, body);
    for (const pictureIds of [[ids[1], ids[0]], [ids[0], ids[0], ids[1], ids[2]], [ids[0], ids[1], other.images[0]!.id]]) {
      const error = await expectError(await put({ pictureIds }), 400, 'PICTURE_ORDER_MISMATCH');
      expect(error.payload).toEqual({ pictureIds: ids });
    }
    expect(failingFields(await expectError(await put({ pictureIds: [] }), 400, 'VALIDATION_ERROR'))).toContain('pictureIds');
    expect(failingFields(await expectError(await put({ pictureIds: ['a'] }), 400, 'VALIDATION_ERROR'))).toContain('pictureIds.0');
    expect((await storedPictures(article.id)).map((p) => p.id)).toEqual(ids);
    expect((await doneActions(article.id)).map((a) => a.action)).not.toContain('article.imagesOrdered');
  });
});

describe('PATCH /v1/admin/articles/{id}/images/{pictureId}', () => {
  it('stores the text alternative per language; the shop says it in that language, the Italian one or the name elsewhere', async () => {
    const article = await articleWithPictures();
    const picture = article.images[0]!;
    const version = await versionNow();
    const after = await call('PATCH', `/v1/admin/articles/${article.id}/images/${picture.id}`, {
      alts: { it: '  Borraccia rossa vista di lato ', en: 'Red bottle, side view', de: '' },
    });
    expect(after.images[0]!.alts).toEqual({ it: 'Borraccia rossa vista di lato', en: 'Red bottle, side view', fr: '', es: '', de: '' });
    expect(after.images[0]!.alt).toBe('Borraccia rossa vista di lato');
    expect(await versionNow()).not.toBe(version);
    expect((await publicArticle(article.id, 'it')).imgs[0]!.alt).toBe('Borraccia rossa vista di lato');
    expect((await publicArticle(article.id, 'en')).imgs[0]!.alt).toBe('Red bottle, side view');
    expect((await publicArticle(article.id, 'fr')).imgs[0]!.alt).toBe('Borraccia rossa vista di lato');
    const key = decodeURIComponent(picture.url.replace('/img/', ''));
    const recorded = after.history.at(-1)!;
    expect(recorded).toMatchObject({
      action: 'article.imageAlt',
      after: { image: key, alt: { it: 'Borraccia rossa vista di lato', en: 'Red bottle, side view' } },
    });
    // A new picture's alternative was the article's name.
    expect((recorded.before as { alt: { it: string } }).alt.it).toBe(article.names.it);

    // No text in any language: the shop says the article's name.
    const cleared = await call('PATCH', `/v1/admin/articles/${article.id}/images/${picture.id}`, { alts: { it: '', en: '', fr: '', es: '', de: '' } });
    expect(cleared.images[0]!.alts).toEqual({ it: '', en: '', fr: '', es: '', de: '' });
    const [stored] = await api.db.select().from(articleImages).where(eq(articleImages.id, picture.id));
    expect(stored!.alt).toBeNull();
    expect((await publicArticle(article.id, 'en')).imgs[0]!.alt).toBe(article.names.en);
  });

  it('refuses a text of two lines or over 250 characters with 400 in the request\'s language, an empty change, another article\'s picture; nothing changes', async () => {
    const article = await articleWithPictures();
    const picture = article.images[1]!;
    const path = `/v1/admin/articles/${article.id}/images/${picture.id}`;
    const before = await storedPictures(article.id);
    const long = await expectError(await staffCall(api, staff, 'PATCH', `${path}?lang=it`, { alts: { it: 'x'.repeat(251) } }), 400, 'VALIDATION_ERROR');
    expect(failingFields(long)).toContain('alts.it');
    expect(JSON.stringify(long.payload)).toContain('Testo alternativo non valido: una sola riga di al massimo 250 caratteri');
    const twoLines = await expectError(await staffCall(api, staff, 'PATCH', `${path}?lang=de`, { alts: { en: 'one\ntwo' } }), 400, 'VALIDATION_ERROR');
    expect(JSON.stringify(twoLines.payload)).toContain('höchstens 250 Zeichen');
    await expectError(await staffCall(api, staff, 'PATCH', path, { alts: {} }), 400, 'NOTHING_TO_CHANGE');
    await expectError(await staffCall(api, staff, 'PATCH', path, { alt: 'x' }), 400, 'VALIDATION_ERROR');
    const other = await articleWithPictures();
    await expectError(await staffCall(api, staff, 'PATCH', `/v1/admin/articles/${article.id}/images/${other.images[0]!.id}`, { alts: { it: 'x' } }), 404, 'PICTURE_NOT_FOUND');
    expect(await storedPictures(article.id)).toEqual(before);
    expect((await doneActions(article.id)).map((a) => a.action)).not.toContain('article.imageAlt');
  });
});

describe('POST /v1/admin/articles/{id}/images too big', () => {
  it('says the limit in megabytes in the request\'s language', async () => {
    const made = await insertSimpleArticle(api.db);
    const form = new FormData();
    // Just over the limit: within the body's room for the multipart's own bytes, so the route reads it.
    form.append('file', new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: 'image/jpeg' }), 'big.jpg');
    for (const [lang, words] of [['it', 'al massimo 10 MB'], ['fr', '10 Mo'], ['es', '10 MB'], ['de', 'höchstens 10 MB'], ['en', '10 MB']] as const) {
      const error = await expectError(await staffCall(api, staff, 'POST', `/v1/admin/articles/${made.id}/images?lang=${lang}`, form), 413, 'IMAGE_TOO_LARGE');
      expect(error.message).toContain(words);
    }
    expect(await storedPictures(made.id)).toEqual([]);
  });
});
