// The wish list calls: a list per user, articles populated in the request's language, adding twice
// keeps one, removing an absent article is no error, Idempotency-Key replays, bad input, and every
// route answering 404 for another user's list.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wishListSchema, wishSchema, type Wish } from '../../contract/wishes.js';
import { wishArticles } from '../../server/db/schema.js';
import { SHOP_ID } from '../../server/domain/shop-id.js';
import { bearer, NO_RATE_LIMITS, signUpOk } from './auth-fixtures.js';
import { insertCartFixtures, type CartFixtures } from './cart-fixtures.js';
import { expectError, failingFields, postJson, startTestApi, type TestApi } from './harness.js';

let api: TestApi;
let fx: CartFixtures;
beforeAll(async () => {
  api = await startTestApi({ env: NO_RATE_LIMITS });
  fx = await insertCartFixtures(api.db);
});
afterAll(async () => { await api?.close(); });

const add = (token: string, id: unknown, headers: Record<string, string> = {}) =>
  api.fetch('/v1/wishes/articles', postJson({ id }, { authorization: `Bearer ${token}`, ...headers }));
const remove = (token: string, wishId: number | string, articleId: number | string, headers: Record<string, string> = {}) =>
  api.fetch(`/v1/wishes/${wishId}/articles/${articleId}`, { method: 'DELETE', ...bearer(token, headers) });
const mine = (token: string) => api.fetch(`/v1/wishes/me/shops/${SHOP_ID}`, bearer(token));
const list = (token: string, userId: number, lang = 'it') => api.fetch(`/v1/wishes/users/${userId}?lang=${lang}`, bearer(token));
async function wishOk(res: Response): Promise<Wish> {
  expect(res.status).toBe(200);
  return wishSchema.parse(await res.json());
}

describe('wishes', () => {
  it('starts empty, adds (latest first), keeps one of a twice-added article and lists the articles in the asked language', async () => {
    const { token, user } = await signUpOk(api);
    const empty = await wishOk(await mine(token));
    expect(empty.articles).toEqual([]);
    await wishOk(await add(token, fx.gel));
    const twice = await wishOk(await add(token, fx.book));
    expect(twice).toEqual({ id: empty.id, articles: [fx.book, fx.gel] });
    expect(await wishOk(await add(token, fx.book))).toEqual(twice);
    expect(await wishOk(await mine(token))).toEqual(twice);

    const res = await list(token, user.id, 'en');
    expect(res.status).toBe(200);
    const populated = wishListSchema.parse(await res.json());
    expect(populated.id).toBe(empty.id);
    expect(populated.articles.map((a) => a.id)).toEqual([fx.book, fx.gel]);
    const gel = populated.articles[1]!;
    expect(gel.name).toMatch(/^Test article/);
    expect(gel.brand?.name).toBe('Cart Test');
    expect(gel.prices).toEqual({ gross: 500, discounted: 400, discount: 20 });
    expect(gel.stock).toEqual({ on: false, quantity: expect.any(Number) as number });
    const italian = wishListSchema.parse(await (await list(token, user.id, 'it')).json());
    expect(italian.articles[1]!.name).toMatch(/^Articolo di prova/);
  });

  it('removes an article, and removing one that is not there answers the same list', async () => {
    const { token } = await signUpOk(api);
    const wish = await wishOk(await add(token, fx.book));
    await wishOk(await add(token, fx.bottle));
    expect(await wishOk(await remove(token, wish.id, fx.book))).toEqual({ id: wish.id, articles: [fx.bottle] });
    expect(await wishOk(await remove(token, wish.id, fx.book))).toEqual({ id: wish.id, articles: [fx.bottle] });
    expect(await wishOk(await remove(token, wish.id, 999_999))).toEqual({ id: wish.id, articles: [fx.bottle] });
  });

  it('answers a replayed add under one Idempotency-Key with the first answer, even after the list changed', async () => {
    const { token } = await signUpOk(api);
    const k = { 'Idempotency-Key': crypto.randomUUID() };
    const first = await wishOk(await add(token, fx.book, k));
    await wishOk(await remove(token, first.id, fx.book));
    const replay = await add(token, fx.book, k);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await wishOk(replay)).toEqual(first);
    expect((await wishOk(await mine(token))).articles).toEqual([]);
    const [{ rows }] = await api.db.select({ rows: count() }).from(wishArticles).where(eq(wishArticles.wishId, first.id)) as [{ rows: number }];
    expect(rows).toBe(0);
    await expectError(await add(token, fx.gel, k), 409, 'IDEMPOTENCY_KEY_REUSED');
  });

  it('refuses an unknown article with 404 ARTICLE_NOT_FOUND in the asked language, and bad ids with 400', async () => {
    const { token } = await signUpOk(api);
    const missing = await expectError(await add(token, 999_999, { 'accept-language': 'de' }), 404, 'ARTICLE_NOT_FOUND');
    expect(missing.message).toBe('Produkt nicht gefunden');
    for (const bad of ['12', -1, 0, 1.5, null]) {
      expect(failingFields(await expectError(await add(token, bad), 400, 'VALIDATION_ERROR'))).toEqual(['id']);
    }
    const wish = await wishOk(await mine(token));
    await expectError(await remove(token, wish.id, 'abc'), 400, 'VALIDATION_ERROR');
    await expectError(await remove(token, 'x', fx.book), 400, 'VALIDATION_ERROR');
    await expectError(await api.fetch('/v1/wishes/users/nope', bearer(token)), 400, 'VALIDATION_ERROR');
    expect((await wishOk(await mine(token))).articles).toEqual([]);
  });

  it('needs a signed-in user on every call', async () => {
    await expectError(await api.fetch('/v1/wishes/articles', postJson({ id: fx.book })), 401, 'AUTH_REQUIRED');
    await expectError(await api.fetch(`/v1/wishes/me/shops/${SHOP_ID}`), 401, 'AUTH_REQUIRED');
    await expectError(await api.fetch('/v1/wishes/users/1'), 401, 'AUTH_REQUIRED');
    await expectError(await api.fetch(`/v1/wishes/1/articles/${fx.book}`, { method: 'DELETE' }), 401, 'AUTH_REQUIRED');
  });

  it("answers 404 for another user's list, wish and shop, and leaves the owner's list as it was", async () => {
    const owner = await signUpOk(api);
    const other = await signUpOk(api);
    const wish = await wishOk(await add(owner.token, fx.book));
    const leaks = [
      await list(other.token, owner.user.id),
      await remove(other.token, wish.id, fx.book),
      await remove(other.token, wish.id, fx.book, { 'Idempotency-Key': crypto.randomUUID() }),
      await api.fetch('/v1/wishes/me/shops/another-shop', bearer(other.token)),
    ];
    for (const res of leaks) {
      const body = await expectError(res, 404, 'NOT_FOUND');
      expect(JSON.stringify(body)).not.toContain(String(fx.book));
    }
    expect(await wishOk(await mine(owner.token))).toEqual({ id: wish.id, articles: [fx.book] });
    const theirs = await wishOk(await mine(other.token));
    expect(theirs.id).not.toBe(wish.id);
    expect(theirs.articles).toEqual([]);
  });
});
