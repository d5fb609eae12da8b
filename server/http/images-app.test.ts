// The image route over real HTTP on a real (in-memory PGlite) database, rendering with sharp.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '../../contract/image.js';
import type { Database } from '../db/client.js';
import { openTestPglite } from '../db/test-database.js';
import { images } from '../db/schema.js';
import { imageRow } from '../db/seed/taxonomy.js';
import { drawArticle, drawBrandLogo } from '../db/seed/draw.js';
import { renderImage } from '../images/render.js';
import { imagesRoute } from './images-app.js';

let database: Database;
let server: ServerType;
let base: string;
let cacheDir: string;
const renders: string[] = [];
const bike = drawArticle({ kind: 'road-bike', color1: '#c62828', brand: 'Velox Cicli', style: 1, view: 'main' });
const logo = drawBrandLogo('Carbonia', '#212121');

beforeAll(async () => {
  database = await openTestPglite();
  await database.db.insert(images).values([imageRow(bike), imageRow(logo)]);
  cacheDir = mkdtempSync(join(tmpdir(), 'raggio-img-'));
  const app = imagesRoute(database.db, {
    cacheDir,
    render: (source, width, format) => {
      renders.push(`${width}.${format}`);
      return renderImage(source, width, format);
    },
  });
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });

async function expectNotFound(path: string) {
  const res = await get(path);
  expect(res.status).toBe(404);
  const body = (await res.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ code: 'NOT_FOUND', statusCode: 404 });
  expect(typeof body.message).toBe('string');
}

describe('GET /{key}/{width}.{format}', () => {
  it('answers a WebP of every width the client asks for, 4:3 like the source', async () => {
    for (const width of IMAGE_WIDTHS) {
      const res = await get(`/${bike.key}/${width}.webp`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(Math.round((width * 3) / 4));
    }
  });

  it('answers a real AVIF with long-lived cache headers and an ETag', async () => {
    const res = await get(`/${bike.key}/576.avif`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/avif');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toMatch(/^".+"$/);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.format).toBe('heif');
    expect(meta.compression).toBe('av1');
    expect(meta.width).toBe(576);
  });

  it('draws a 2:1 logo at the requested width', async () => {
    const res = await get(`/${logo.key}/88.avif`);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([88, 44]);
  });

  it('answers 304 to a matching If-None-Match, and the picture to a stale one', async () => {
    const first = await get(`/${bike.key}/1024.webp`);
    const etag = first.headers.get('etag') ?? '';
    const again = await get(`/${bike.key}/1024.webp`, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toContain('immutable');
    expect((await get(`/${bike.key}/1024.webp`, { 'If-None-Match': `W/${etag}, "x"` })).status).toBe(304);
    expect((await get(`/${bike.key}/1024.webp`, { 'If-None-Match': '"something-else"' })).status).toBe(200);
    expect(await get(`/${bike.key}/1080.webp`).then((r) => r.headers.get('etag'))).not.toBe(etag);
  });

  it('renders a rendition once for concurrent requests, then serves it from the cache', async () => {
    const before = renders.filter((r) => r === '1080.avif').length;
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(`/${bike.key}/1080.avif`)));
    const bodies = await Promise.all(answers.map((r) => r.arrayBuffer()));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(new Set(bodies.map((b) => Buffer.from(b).toString('base64'))).size).toBe(1);
    await get(`/${bike.key}/1080.avif`);
    expect(renders.filter((r) => r === '1080.avif').length - before).toBe(1);
  });

  it('keeps renditions on disk, so another node reuses them without the source', async () => {
    await get(`/${logo.key}/576.webp`);
    expect(existsSync(join(cacheDir, 'v1', logo.key, '576.webp'))).toBe(true);
    const other = imagesRoute(database.db, { cacheDir });
    await database.db.delete(images).where(eq(images.key, logo.key));
    try {
      const res = await other.request(`/${logo.key}/576.webp`);
      expect(res.status).toBe(200);
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(576);
    } finally {
      await database.db.insert(images).values(imageRow(logo));
    }
  });

  it('answers 404 in the error shape for widths, formats and keys it does not serve', async () => {
    await expectNotFound(`/${bike.key}/100.webp`);
    await expectNotFound(`/${bike.key}/0.avif`);
    await expectNotFound(`/${bike.key}/576.png`);
    await expectNotFound(`/${bike.key}/576.jpeg`);
    await expectNotFound(`/${bike.key}/576`);
    await expectNotFound('/a-0000000000000000dead/576.webp');
    await expectNotFound('/..%2F..%2Fetc/576.webp');
    await expectNotFound(`/${bike.key}`);
    await expectNotFound(`/${bike.key}/576.webp/extra`);
  });
});
