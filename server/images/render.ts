// Renditions of source images: rendered with sharp on first request, then kept on disk (per node,
// so any number of stateless nodes can serve images) and in a small in-memory LRU. Concurrent
// requests for the same rendition share one render.
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { Db } from '../db/client.js';
import { images } from '../db/schema.js';

export type ImageFormat = 'avif' | 'webp';

export interface RenditionOptions {
  /** Folder of rendered files, e.g. DATA_DIR/cache/img. */
  cacheDir: string;
  /** Bytes of renditions kept in memory (default 32 MB). */
  memoryBytes?: number;
  /** The renderer (default renderImage); tests wrap it to count renders. */
  render?: typeof renderImage;
}

/** DATA_DIR/cache/img: where renditions are kept unless told otherwise. */
export const defaultImageCacheDir = () => join(process.env.DATA_DIR ?? './data', 'cache', 'img');

/** Bump when rendering changes, so ETags and disk files of the old output are not reused. */
export const RENDER_VERSION = 1;

export const MIME: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** Source: SVG text, or base64 for raster sources. Vectors are rasterised at the target width. */
export async function renderImage(source: { mime: string; data: string; width: number }, width: number, format: ImageFormat): Promise<Buffer> {
  const vector = source.mime === 'image/svg+xml';
  const input = vector ? Buffer.from(source.data) : Buffer.from(source.data, 'base64');
  const image = sharp(input, vector ? { density: (72 * width) / source.width } : {}).resize({ width });
  return format === 'avif' ? image.avif({ quality: 55, effort: 2 }).toBuffer() : image.webp({ quality: 80 }).toBuffer();
}

export class Renditions {
  private readonly memory: LRUCache<string, Buffer>;
  private readonly inflight = new Map<string, Promise<Buffer | null>>();

  constructor(private readonly db: Db, private readonly opts: RenditionOptions) {
    this.memory = new LRUCache<string, Buffer>({ maxSize: opts.memoryBytes ?? 32 * 1024 * 1024, sizeCalculation: (b) => b.length });
  }

  private file(key: string, width: number, format: ImageFormat): string {
    return join(this.opts.cacheDir, `v${RENDER_VERSION}`, key, `${width}.${format}`);
  }

  /** The rendition's bytes, or null when no source image has this key. */
  get(key: string, width: number, format: ImageFormat): Promise<Buffer | null> {
    const id = `${key}/${width}.${format}`;
    const cached = this.memory.get(id);
    if (cached) return Promise.resolve(cached);
    let pending = this.inflight.get(id);
    if (!pending) {
      pending = this.load(key, width, format).finally(() => this.inflight.delete(id));
      this.inflight.set(id, pending);
    }
    return pending;
  }

  /**
   * Renders a rendition to disk ahead of any request (server/images/warm-up.ts), without taking
   * room in the memory cache. False when it was on disk already or the key has no source.
   */
  async warm(key: string, width: number, format: ImageFormat): Promise<boolean> {
    const id = `${key}/${width}.${format}`;
    if (this.memory.has(id) || this.inflight.has(id)) return false;
    if (await access(this.file(key, width, format)).then(() => true, () => false)) return false;
    const pending = this.load(key, width, format, false).finally(() => this.inflight.delete(id));
    this.inflight.set(id, pending);
    return (await pending) !== null;
  }

  /** Whether the key names a source image (answering 304 without rendering). */
  async exists(key: string, width: number, format: ImageFormat): Promise<boolean> {
    if (this.memory.has(`${key}/${width}.${format}`)) return true;
    const rows = await this.db.select({ key: images.key }).from(images).where(eq(images.key, key)).limit(1);
    return rows.length > 0;
  }

  private async load(key: string, width: number, format: ImageFormat, remember = true): Promise<Buffer | null> {
    const id = `${key}/${width}.${format}`;
    const path = this.file(key, width, format);
    const onDisk = await readFile(path).catch(() => null);
    if (onDisk) {
      this.memory.set(id, onDisk);
      return onDisk;
    }
    const [source] = await this.db.select({ mime: images.mime, data: images.data, width: images.width }).from(images).where(eq(images.key, key)).limit(1);
    if (!source) return null;
    const rendered = await (this.opts.render ?? renderImage)(source, width, format);
    if (remember) this.memory.set(id, rendered);
    await writeAtomically(path, rendered).catch(() => {
      // The disk cache is an optimisation: a read-only or full disk still serves from memory.
    });
    return rendered;
  }
}

async function writeAtomically(path: string, data: Buffer): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, path);
}
