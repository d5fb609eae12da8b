// sendCached through a Hono app (app.request, no listening server): ETag and 304, caching
// headers, the answer's language, a computed answer reused, and 404 when there is none.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '../../contract/i18n-text.js';
import type { Database } from '../db/client.js';
import { createLogger } from '../log.js';
import { CATALOGUE_CACHE_CONTROL, normaliseQuery, sendCached } from './cached-answer.js';
import { errorHandler } from './error-handler.js';
import { openShopDatabase } from './test-database.js';

let database: Database;
let computed: Lang[] = [];
let app: Hono;

beforeAll(async () => {
  database = await openShopDatabase();
  app = new Hono();
  app.onError(errorHandler(createLogger('silent')));
  app.get('/thing/:name', (c) => {
    const name = c.req.param('name');
    return sendCached(c, database.db, {
      path: `/thing/${name}`, query: '', queryLang: c.req.query('lang') as Lang | undefined,
      compute: async (lang) => {
        computed.push(lang);
        if (name === 'missing') return undefined;
        return name === 'long' ? { name, lang, words: Array.from({ length: 300 }, (_, i) => `ruota ${i}`) } : { name, lang };
      },
      missing: `No thing '${name}'`,
    });
  });
});
afterAll(async () => { await database?.close(); });

describe('sendCached', () => {
  it('answers JSON with a weak ETag, public caching, Vary and the language it chose', async () => {
    const res = await app.request('/thing/wheel', { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: 'wheel', lang: 'en' });
    expect(res.headers.get('etag')).toMatch(/^W\/".+"$/);
    expect(res.headers.get('cache-control')).toBe(CATALOGUE_CACHE_CONTROL);
    expect(res.headers.get('vary')).toBe('Accept-Language, Accept-Encoding');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-language')).toBe('en');
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  it('answers in the coding the client takes best, the same JSON; a short answer or a client taking none gets it as it is', async () => {
    const plain = await app.request('/thing/long');
    const expected = await plain.json();
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const [acceptEncoding, coding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['br;q=0, gzip', 'gzip'], ['identity', null]] as const) {
      const res = await app.request('/thing/long', { headers: { 'accept-encoding': acceptEncoding } });
      expect(res.headers.get('content-encoding'), acceptEncoding).toBe(coding);
      expect(res.headers.get('etag')).toBe(plain.headers.get('etag'));
      const bytes = Buffer.from(await res.arrayBuffer());
      const text = coding === 'br' ? brotliDecompressSync(bytes) : coding === 'gzip' ? gunzipSync(bytes) : bytes;
      expect(JSON.parse(text.toString('utf8'))).toEqual(expected);
    }
    const short = await app.request('/thing/bolt', { headers: { 'accept-encoding': 'br' } });
    expect(short.headers.get('content-encoding')).toBeNull();
  });

  it('answers 304 without a body to a matching If-None-Match, weak, strong, in a list or *', async () => {
    const first = await app.request('/thing/frame');
    const etag = first.headers.get('etag')!;
    for (const ifNoneMatch of [etag, etag.slice(2), `"other", ${etag}`, '*']) {
      const res = await app.request('/thing/frame', { headers: { 'if-none-match': ifNoneMatch } });
      expect(res.status, ifNoneMatch).toBe(304);
      expect(await res.text()).toBe('');
      expect(res.headers.get('etag')).toBe(etag);
    }
    const changed = await app.request('/thing/frame', { headers: { 'if-none-match': 'W/"other"' } });
    expect(changed.status).toBe(200);
  });

  it('computes an answer once per language and reuses it', async () => {
    computed = [];
    await app.request('/thing/saddle?lang=it');
    await app.request('/thing/saddle?lang=it');
    await app.request('/thing/saddle?lang=en');
    expect(computed).toEqual(['it', 'en']);
  });

  it('falls back to the main language for one the shop does not speak', async () => {
    const res = await app.request('/thing/bell?lang=de', { headers: { 'accept-language': 'fr' } });
    expect(res.headers.get('content-language')).toBe('it');
  });

  it('answers 404 NOT_FOUND with the call\'s message when there is nothing', async () => {
    const res = await app.request('/thing/missing');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND', message: "No thing 'missing'", statusCode: 404 });
    expect(res.headers.get('etag')).toBeNull();
  });
});

describe('normaliseQuery', () => {
  it('sorts keys, drops lang and absent values, and sorts and deduplicates lists', () => {
    expect(normaliseQuery({ page: 2, lang: 'en', brand: ['b', 'a', 'b'], sort: undefined })).toBe('brand=a,b&page=2');
  });
  it('keeps the order of lists named as ordered', () => {
    expect(normaliseQuery({ ids: [3, 1, 2] }, ['ids'])).toBe('ids=3,1,2');
  });
  it('spells the same query the same however it arrives', () => {
    expect(normaliseQuery({ b: ['y', 'x'], a: 1 })).toBe(normaliseQuery({ a: 1, b: ['x', 'y'] }));
  });
});
