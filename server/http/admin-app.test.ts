import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_PAGE_FILE, adminApp } from './admin-app.js';
import { inlineScriptHashes } from './security-headers.js';

const dist = mkdtempSync(join(tmpdir(), 'raggio-admin-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const PAGE = '<!doctype html><title>Raggio admin</title><script>window.booted = 1;</script><script type="module" src="/assets/admin-1.js"></script><div id="admin"></div>';

describe('adminApp', () => {
  it('answers 503 while the back office is not built, and its page as soon as it is', async () => {
    const unbuilt = join(dist, 'unbuilt');
    mkdirSync(unbuilt);
    const app = adminApp(unbuilt);
    const missing = await app.request('/admin');
    expect(missing.status).toBe(503);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    writeFileSync(join(unbuilt, ADMIN_PAGE_FILE), PAGE);
    const built = await app.request('/admin');
    expect([built.status, await built.text()]).toEqual([200, PAGE]);
  });

  it('answers every navigation under /admin with the page, never stored nor indexed, under a policy allowing its own inline script only', async () => {
    writeFileSync(join(dist, ADMIN_PAGE_FILE), PAGE);
    const app = adminApp(dist);
    for (const [path, accept] of [['/admin', '*/*'], ['/admin/orders/R-1042', '*/*'], ['/admin/orders/R-1042.json', 'text/html,application/xhtml+xml']]) {
      const answer = await app.request(path!, { headers: { accept: accept! } });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
      const policy = answer.headers.get('content-security-policy')!;
      expect(policy).toContain(`script-src 'self' ${inlineScriptHashes(PAGE)[0]!}`);
      expect(policy).toContain("frame-ancestors 'none'");
    }
  });

  it('answers a file that is not there 404 NOT_FOUND, not the page', async () => {
    writeFileSync(join(dist, ADMIN_PAGE_FILE), PAGE);
    const answer = await adminApp(dist).request('/admin/logo.png', { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ code: 'NOT_FOUND', statusCode: 404 });
  });

  it('leaves paths outside /admin to the shop', async () => {
    writeFileSync(join(dist, ADMIN_PAGE_FILE), PAGE);
    const app = adminApp(dist);
    for (const path of ['/', '/administration', '/it/admin']) expect((await app.request(path, { headers: { accept: 'text/html' } })).status, path).toBe(404);
  });

  it('reads the page once: a file changed under a running server changes nothing until the next start', async () => {
    writeFileSync(join(dist, ADMIN_PAGE_FILE), PAGE);
    const app = adminApp(dist);
    await app.request('/admin');
    writeFileSync(join(dist, ADMIN_PAGE_FILE), '<!doctype html><p>half-written build</p>');
    expect(await (await app.request('/admin/orders')).text()).toBe(PAGE);
  });
});
