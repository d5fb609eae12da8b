// API images are {url: '/img/{key}', width, height, alt?}; width and height are the source's, so
// the answer needs the images table for every key it mentions: one query per answer.
import { inArray } from 'drizzle-orm';
import type { Image } from '../../contract/image.js';
import type { Db } from '../db/client.js';
import { images } from '../db/schema.js';

export type ImageSizes = Map<string, { width: number; height: number }>;

export async function loadImageSizes(db: Db, keys: Iterable<string | null | undefined>): Promise<ImageSizes> {
  const wanted = [...new Set([...keys].filter((k): k is string => !!k))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ key: images.key, width: images.width, height: images.height })
    .from(images)
    .where(inArray(images.key, wanted));
  return new Map(rows.map((r) => [r.key, { width: r.width, height: r.height }]));
}

/** The image for a key, or undefined when there is no key or no such source image. */
export function toImage(sizes: ImageSizes, key: string | null | undefined, alt?: string): Image | undefined {
  if (!key) return undefined;
  const size = sizes.get(key);
  if (!size) return undefined;
  return { url: `/img/${encodeURIComponent(key)}`, width: size.width, height: size.height, ...(alt ? { alt } : {}) };
}
