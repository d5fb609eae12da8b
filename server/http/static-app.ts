// Serves the built PWA from dist/: hashed assets cached for a year, the shell and the service
// worker revalidated on every load, and any other GET navigation answered with index.html so
// the client router can take it (SPA fallback). The previous build's hashed assets are served
// too, after the current build's: a tab still running it loads its lazy pages (decision 202).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { pageAddressOf } from '../../contract/server-rendered-paths.js';
import { acceptsHtml, namesHtml } from './accepts-html.js';
import { requestHeader } from './request-header.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';
const ALWAYS_FRESH = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js']);

function cacheControlFor(path: string): string {
  if (path.startsWith('/assets/')) return IMMUTABLE;
  // The back office's page, asked by its file name (it is served at /admin: admin-app.ts).
  if (path === '/admin.html') return 'no-store';
  if (ALWAYS_FRESH.has(path) || path.startsWith('/workbox-')) return REVALIDATE;
  return SHORT;
}

/** A navigation wants a page: it takes HTML (decision 204), or its last segment has no file extension. */
function isNavigation(c: Context): boolean {
  if (acceptsHtml(requestHeader(c, 'accept'))) return true;
  const last = c.req.path.split('/').pop() ?? '';
  return !last.includes('.');
}

export function staticApp(distDir: string, previousDistDir?: string): Hono {
  const app = new Hono();
  const indexFile = join(distDir, 'index.html');
  // `/index.html` asked as a page is the home page at its address (decision 203): the shell's
  // file painted the empty frame and the client's 404. The precache still gets the file: it asks */*.
  app.get('*', async (c, next) => {
    const address = pageAddressOf(c.req.path);
    if (address === undefined || !namesHtml(requestHeader(c, 'accept'))) return next();
    const search = new URL(c.req.url).search;
    return c.body(null, 301, { Location: `${address}${search}`, 'Cache-Control': 'no-store', Vary: 'Accept' });
  });
  if (existsSync(distDir)) {
    app.use('*', async (c, next) => {
      await next();
      if (c.res.status === 200 && !c.res.headers.has('cache-control')) {
        c.header('Cache-Control', cacheControlFor(c.req.path === '/' ? '/index.html' : c.req.path));
      }
    });
    // .br/.gz beside built files (vite-plugin-compression2) go out by Accept-Encoding.
    app.get('*', serveStatic({ root: distDir, precompressed: true }));
  }
  if (previousDistDir && existsSync(join(previousDistDir, 'assets'))) {
    app.get('/assets/*', serveStatic({ root: previousDistDir, precompressed: true }));
  }
  app.get('*', async (c, next) => {
    if (c.req.path.startsWith('/assets/') || !isNavigation(c)) return next();
    if (!existsSync(indexFile)) {
      return c.text('The app is not built yet: run `npm run build`.', 503, { 'Cache-Control': 'no-store' });
    }
    // A public path asked with HTML is the server-rendered page, asked otherwise this shell.
    return c.html(await readFile(indexFile, 'utf8'), 200, { 'Cache-Control': REVALIDATE, Vary: 'Accept' });
  });
  return app;
}
