// The back office's page (docs/decisions/195-back-office-ui.md): every /admin navigation gets the
// built admin.html, never stored, with a policy of its own; and the shop never downloads it: the
// built shop's page and its service worker's precache name no admin file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, startTestApi, type TestApi } from './harness.js';

const html = { headers: { accept: 'text/html,application/xhtml+xml' } };
const ADMIN = '<!doctype html><title>Back office</title><div id="admin-root"></div><script type="module" src="/assets/admin-X1.js"></script>';
const SHOP = '<!doctype html><title>Raggio</title><div id="root"></div>';

describe('serving the back office', () => {
  let api: TestApi;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'raggio-admin-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), SHOP);
    await writeFile(join(dist, 'admin.html'), ADMIN);
    await writeFile(join(dist, 'assets', 'admin-X1.js'), 'console.log("admin")');
    api = await startTestApi({ seed: false, distDir: dist });
  });
  afterAll(async () => {
    await api?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers /admin and every page under it with admin.html, never stored, never indexed', async () => {
    for (const path of ['/admin', '/admin/', '/admin/accedi', '/admin/ordini/8d0c4a8e-5b7e-4d0f-9f6a-0b1c2d3e4f50', '/admin/catalogo/12', '/admin/password']) {
      const res = await api.fetch(path, html);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toBe(ADMIN);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(res.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
    }
  });

  it("gives the page its own policy: the shop's scripts only, no inline code, no frames, calls to the shop only", async () => {
    const res = await api.fetch('/admin/ordini', html);
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('paypal');
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("frame-src 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('serves its hashed files like the shop\'s, and answers a missing file under /admin with 404', async () => {
    const asset = await api.fetch('/assets/admin-X1.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    await expectError(await api.fetch('/admin/nothing.js'), 404, 'NOT_FOUND');
  });

  it('leaves the shop alone: / and other pages still get the shop, /administration is not the back office', async () => {
    for (const path of ['/', '/carrello', '/administration']) {
      const res = await api.fetch(path, html);
      expect(await res.text(), path).not.toBe(ADMIN);
    }
  });
});

describe('the built shop never downloads the back office', () => {
  const DIST = resolve('dist');
  const read = (file: string) => readFileSync(join(DIST, file), 'utf8');
  beforeAll(() => {
    if (!existsSync(join(DIST, 'admin.html')) || !existsSync(join(DIST, 'sw.js'))) {
      throw new Error('The built app is missing: run `npm run build` first.');
    }
  });

  it("names no admin file in the shop's page", () => {
    const shop = read('index.html');
    expect(shop).toMatch(/\/assets\/[\w-]+\.js/);
    expect(shop).not.toMatch(/admin/i);
  });

  it("leaves every admin file and admin.html out of the service worker's precache", () => {
    const manifest = [...read('sw.js').matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!);
    expect(manifest).toContain('index.html');
    expect(manifest.filter((url) => /admin/i.test(url))).toEqual([]);
  });

  it("loads the admin from admin files only, none of the shop's chunks", () => {
    const admin = read('admin.html');
    const files = [...admin.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].map((m) => m[1]!);
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((file) => file.startsWith('admin-'))).toBe(true);
    const adminJs = readdirSync(join(DIST, 'assets')).filter((file) => /^admin-.*\.js$/.test(file));
    for (const file of adminJs) {
      const imports = [...readFileSync(join(DIST, 'assets', file), 'utf8').matchAll(/from\s*"\.\/([^"]+)"|import\(\s*"\.\/([^"]+)"\s*\)/g)]
        .map((m) => m[1] ?? m[2]!);
      expect(imports.filter((imported) => !imported.startsWith('admin-')), file).toEqual([]);
    }
  });
});
