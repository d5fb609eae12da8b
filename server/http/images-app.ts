// GET /img/{key}/{width}.{avif|webp}: a product, cover, logo or slide picture at one of the
// widths the client asks for (docs/product/content.md#images). Keys are content hashes, so a key's pictures
// never change: answers are cacheable forever and the ETag needs no file read.
// The route is HTTP, so it sits in server/http with the other apps that are not the API (static-app,
// admin-app) and uses its plumbing; server/images below it makes and keeps the renditions (decision 006).
import { Hono, type Context } from 'hono';
import { IMAGE_WIDTHS } from '../../contract/image.js';
import type { ApiError } from '../../contract/error.js';
import type { Db } from '../db/client.js';
import { defaultImageCacheDir, type ImageFormat, MIME, RENDER_VERSION, type RenditionOptions, Renditions } from '../images/render.js';
import { requestHeader } from './request-header.js';

export interface ImagesRouteOptions {
  /** Where renditions are kept on disk; default DATA_DIR/cache/img. */
  cacheDir?: string;
  /** Bytes of renditions kept in memory. */
  memoryBytes?: number;
  render?: RenditionOptions['render'];
}

const KEY = /^[a-z0-9][a-z0-9-]{0,99}$/i;
const FILE = /^(\d{1,5})\.(avif|webp)$/;
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
const WIDTHS = new Set<number>(IMAGE_WIDTHS);

function notFound(c: Context, message: string) {
  const error: ApiError = { code: 'NOT_FOUND', message, statusCode: 404 };
  return c.json(error, 404);
}

/** True when an If-None-Match header names this ETag (or is '*'). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').map((t) => t.trim().replace(/^W\//, '')).some((t) => t === etag || t === '*');
}

export function imagesRoute(db: Db, opts: ImagesRouteOptions = {}): Hono {
  const cacheDir = opts.cacheDir ?? defaultImageCacheDir();
  const renditions = new Renditions(db, { ...opts, cacheDir });
  const app = new Hono();

  app.get('/:key/:file', async (c) => {
    const key = c.req.param('key');
    const file = FILE.exec(c.req.param('file'));
    if (!KEY.test(key)) return notFound(c, 'No image has this key');
    if (!file) return notFound(c, 'Images are served as {width}.avif or {width}.webp');
    const width = Number(file[1]);
    const format = file[2] as ImageFormat;
    if (!WIDTHS.has(width)) return notFound(c, `Image widths are ${IMAGE_WIDTHS.join(', ')}`);

    const etag = `"${key}-${width}-${format}-r${RENDER_VERSION}"`;
    const headers = { 'Cache-Control': CACHE_CONTROL, ETag: etag };
    if (matches(requestHeader(c, 'if-none-match'), etag) && (await renditions.exists(key, width, format))) {
      return c.body(null, 304, headers);
    }
    const body = await renditions.get(key, width, format);
    if (!body) return notFound(c, 'No image has this key');
    return c.body(new Uint8Array(body), 200, { ...headers, 'Content-Type': MIME[format] });
  });
  app.all('*', (c) => notFound(c, 'Image URLs are /img/{key}/{width}.{avif|webp}'));
  return app;
}
