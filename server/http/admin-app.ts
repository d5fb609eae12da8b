// The back office's page (decision 195): every GET navigation under /admin is answered with the
// built admin.html, a client-rendered app of its own (vite.admin.config.ts). Never server-rendered,
// never stored by a browser or a proxy (a signed-in staff screen), never indexed, with a policy
// of its own. Its hashed files under /assets/ are served by the static app like the shop's.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import { notFoundHandler } from './error-handler.js';
import { requestHeader } from './request-header.js';
import { adminContentSecurityPolicy, inlineScriptHashes } from './security-headers.js';

export const ADMIN_PAGE_FILE = 'admin.html';

/** A navigation wants a page: it accepts HTML, or its last segment has no file extension. */
function isNavigation(c: Context): boolean {
  if ((requestHeader(c, 'accept') ?? '').includes('text/html')) return true;
  const last = c.req.path.split('/').pop() ?? '';
  return !last.includes('.');
}

export const ADMIN_PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  // The one-time password link keeps its token in the fragment, which no referrer carries; the
  // back office's addresses (order ids) are still nobody else's business.
  'Referrer-Policy': 'no-referrer',
} as const;

export function adminApp(distDir: string): Hono {
  const app = new Hono();
  const file = join(distDir, ADMIN_PAGE_FILE);
  // Read once per build: the file and its policy change only with a new build.
  let page: { html: string; policy: string } | undefined;
  const answer = async (c: Context) => {
    if (!isNavigation(c)) return notFoundHandler(c);
    if (!page) {
      if (!existsSync(file)) {
        return c.text('The back office is not built yet: run `npm run build`.', 503, { 'Cache-Control': 'no-store' });
      }
      const html = await readFile(file, 'utf8');
      page = { html, policy: adminContentSecurityPolicy(inlineScriptHashes(html)) };
    }
    return c.html(page.html, 200, { ...ADMIN_PAGE_HEADERS, 'Content-Security-Policy': page.policy });
  };
  app.get('/admin', answer);
  app.get('/admin/*', answer);
  return app;
}
