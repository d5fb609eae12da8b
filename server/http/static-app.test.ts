import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { staticApp } from './static-app.js';

const root = mkdtempSync(join(tmpdir(), 'raggio-static-'));
const dist = join(root, 'dist');
const previous = join(root, 'dist-previous');
mkdirSync(join(dist, 'assets'), { recursive: true });
mkdirSync(join(previous, 'assets'), { recursive: true });
writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(join(dist, 'assets', 'chi-siamo-new.js'), 'export const v = 2;');
writeFileSync(join(previous, 'assets', 'chi-siamo-old.js'), 'export const v = 1;');

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the previous build\'s assets (decision 202)', () => {
  it('are served after a deploy beside the new build\'s, cached as immutable; a file of neither is 404', async () => {
    const app = staticApp(dist, previous);
    const fresh = await app.request('/assets/chi-siamo-new.js');
    const old = await app.request('/assets/chi-siamo-old.js');
    expect([fresh.status, await fresh.text()]).toEqual([200, 'export const v = 2;']);
    expect([old.status, await old.text()]).toEqual([200, 'export const v = 1;']);
    expect(old.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await app.request('/assets/chi-siamo-older.js')).status).toBe(404);
  });

  it('are not served without a previous build, and never outside /assets/', async () => {
    writeFileSync(join(previous, 'secret.txt'), 'not a shop file');
    expect((await staticApp(dist).request('/assets/chi-siamo-old.js')).status).toBe(404);
    // Outside /assets/ the path is the app's (the shell answers it), never the previous build's file.
    const outside = await staticApp(dist, previous).request('/secret.txt');
    expect(await outside.text()).not.toContain('not a shop file');
  });
});

describe('/index.html asked as a page (decision 203)', () => {
  it('sends a navigation to the home page at /, its parameters kept; the precache asking */* still gets the shell file', async () => {
    const app = staticApp(dist);
    const navigation = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
    const page = await app.request('/index.html?utm_source=newsletter', { headers: navigation });
    expect([page.status, page.headers.get('location')]).toEqual([301, '/?utm_source=newsletter']);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect((await app.request('/index.html', { headers: navigation })).headers.get('location')).toBe('/');
    const precache = await app.request('/index.html', { headers: { accept: '*/*' } });
    expect([precache.status, await precache.text()]).toEqual([200, '<!doctype html><div id="root"></div>']);
  });
});
