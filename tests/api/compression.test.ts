// Bytes on the wire: text answers compressed by Accept-Encoding (brotli preferred, then gzip),
// built assets sent from their .br/.gz files, small answers and images left alone, ETags still
// matching (docs/decisions/085-compression.md). Through app.request, which, unlike fetch, hands
// back the bytes as sent, undecoded.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import type { Database } from '../../server/db/client.js';
import { openTestPglite } from '../../server/db/test-database.js';
import { seedDemo } from '../../server/db/seed/index.js';
import { createLogger } from '../../server/log.js';

let database: Database;
let dist: string;
let app: Awaited<ReturnType<typeof createApp>>;

const SCRIPT = `export const parts = [${Array.from({ length: 300 }, (_, i) => `"raggio-${i}"`).join(',')}];\n`;
const INDEX = `<!doctype html><title>Raggio</title>${'<div class="slot"></div>'.repeat(80)}`;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'raggio-wire-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), INDEX);
  await writeFile(join(dist, 'assets', 'index-AbC123.js'), SCRIPT);
  // Marked, so the test can tell the prebuilt file from one compressed on the fly.
  await writeFile(join(dist, 'assets', 'index-AbC123.js.br'), brotliCompressSync(`${SCRIPT}//br`));
  await writeFile(join(dist, 'assets', 'index-AbC123.js.gz'), gzipSync(`${SCRIPT}//gz`));
  database = await openTestPglite();
  await seedDemo(database.db, { articles: 12 });
  const config = loadConfig({ PORT: '0', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://shop.test', DIST_DIR: dist });
  app = await createApp({ db: database.db, config, log: createLogger('silent') });
});
afterAll(async () => {
  await database?.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());
const varies = (res: Response) => (res.headers.get('vary') ?? '').toLowerCase().split(/\s*,\s*/).includes('accept-encoding');

describe('JSON and HTML answers', () => {
  it('compress with brotli or gzip as asked, to the same bytes the identity answer has', async () => {
    const identity = await get('/v1/shop', { 'Accept-Encoding': 'identity' });
    expect(identity.status).toBe(200);
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(varies(identity)).toBe(true);
    const plain = await bytes(identity);
    expect(plain.length).toBeGreaterThan(1024);

    const br = await get('/v1/shop', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toContain('application/json');
    expect(varies(br)).toBe(true);
    const brBody = await bytes(br);
    expect(brBody.length).toBeLessThan(plain.length / 2);
    expect(brotliDecompressSync(brBody).equals(plain)).toBe(true);

    const gzip = await get('/v1/shop', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gzip)).equals(plain)).toBe(true);

    const page = await get('/it/p/anything', { Accept: 'text/html', 'Accept-Encoding': 'br' });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(brotliDecompressSync(await bytes(page)).toString()).toBe(INDEX);
  });

  it('honours q-values: gzip when brotli is refused, nothing when every coding is', async () => {
    expect((await get('/v1/shop', { 'Accept-Encoding': 'br;q=0, gzip' })).headers.get('content-encoding')).toBe('gzip');
    expect((await get('/v1/shop', { 'Accept-Encoding': 'gzip;q=0.5, br;q=0.9' })).headers.get('content-encoding')).toBe('br');
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0', '*;q=0']) {
      const res = await get('/v1/shop', accept === undefined ? {} : { 'Accept-Encoding': accept });
      expect(res.headers.get('content-encoding'), String(accept)).toBeNull();
      expect(varies(res)).toBe(true);
      expect(JSON.parse((await bytes(res)).toString())).toHaveProperty('id');
    }
  });

  it('sends an answer under 1 KB as it is, still saying it varies', async () => {
    const res = await get('/v1/no-such-call', { 'Accept-Encoding': 'br, gzip' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(varies(res)).toBe(true);
    const body = await bytes(res);
    expect(body.length).toBeLessThan(1024);
    expect(JSON.parse(body.toString())).toMatchObject({ code: 'NOT_FOUND', statusCode: 404 });
  });

  it('compresses an error answer over 1 KB like any other (its message names a long unknown path)', async () => {
    const path = `/v1/${'no-such-call/'.repeat(100)}`;
    const res = await get(path, { 'Accept-Encoding': 'gzip' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(varies(res)).toBe(true);
    expect(JSON.parse(gunzipSync(await bytes(res)).toString())).toMatchObject({ code: 'NOT_FOUND', message: `No such path: GET ${path}` });
  });

  it('keeps ETags matching: a compressed catalogue answer revalidates to 304', async () => {
    const first = await get('/v1/catalogs/departments', { 'Accept-Encoding': 'br' });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBe('br');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await get('/v1/catalogs/departments', { 'Accept-Encoding': 'br', 'If-None-Match': etag! });
    expect(again.status).toBe(304);
    expect(varies(again)).toBe(true);
    expect((await bytes(again)).length).toBe(0);

    // /v1/shop has a strong ETag on the identity body: weak once compressed, and it still matches.
    const shop = await get('/v1/shop', { 'Accept-Encoding': 'gzip' });
    const shopTag = shop.headers.get('etag')!;
    expect(shopTag).toMatch(/^W\//);
    expect((await get('/v1/shop', { 'Accept-Encoding': 'gzip', 'If-None-Match': shopTag })).status).toBe(304);
  });

  it('leaves images alone', async () => {
    const res = await get('/img/no-such-key/576.webp', { 'Accept-Encoding': 'br' });
    expect(res.headers.get('content-type')).not.toMatch(/^image\//);
    expect(res.headers.get('content-encoding')).toBeNull();
  });
});

describe('built assets', () => {
  it('go out as the prebuilt .br or .gz file by Accept-Encoding, with the script type and a year of caching', async () => {
    const br = await get('/assets/index-AbC123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(varies(br)).toBe(true);
    expect(brotliDecompressSync(await bytes(br)).toString()).toBe(`${SCRIPT}//br`);

    const gzip = await get('/assets/index-AbC123.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gzip)).toString()).toBe(`${SCRIPT}//gz`);

    const identity = await get('/assets/index-AbC123.js', { 'Accept-Encoding': 'identity' });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(varies(identity)).toBe(true);
    expect((await bytes(identity)).toString()).toBe(SCRIPT);
  });
});
