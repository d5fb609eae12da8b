// The built PWA: files from dist/ with the right caching, and index.html for client routes.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, startTestApi, type TestApi } from './harness.js';

let api: TestApi;
let dist: string;
const INDEX = '<!doctype html><title>Raggio</title><div id="root"></div>';

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'raggio-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), INDEX);
  await writeFile(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(join(dist, 'assets', 'index-AbC123.js'), 'console.log("app")');
  await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  api = await startTestApi({ seed: false, distDir: dist });
});
afterAll(async () => {
  await api?.close();
  await rm(dist, { recursive: true, force: true });
});

const html = { headers: { accept: 'text/html,application/xhtml+xml' } };

describe('serving the PWA', () => {
  it('serves the shell at / and revalidates it on every load', async () => {
    const res = await api.fetch('/', html);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(INDEX);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers client routes with index.html (SPA fallback)', async () => {
    for (const path of ['/it/p/telaio-aero', '/en/checkout/conferma', '/carrello']) {
      const res = await api.fetch(path, html);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toBe(INDEX);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and the service worker not at all', async () => {
    const asset = await api.fetch('/assets/index-AbC123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const sw = await api.fetch('/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect((await api.fetch('/favicon.svg')).status).toBe(200);
  });

  it('answers a missing asset with 404, never with the shell', async () => {
    const res = await api.fetch('/assets/index-Missing.js');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toBe(INDEX);
  });

  it('keeps /v1 and /img paths out of the fallback', async () => {
    await expectError(await api.fetch('/v1/not-a-call', html), 404, 'NOT_FOUND');
    await expectError(await api.fetch('/v1', html), 404, 'NOT_FOUND');
    const img = await api.fetch('/img/no-such-key/576.webp', html);
    expect(img.status).toBe(404);
    expect(await img.text()).not.toBe(INDEX);
  });
});
