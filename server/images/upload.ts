// An uploaded picture made into a source image like the seed's (docs/decisions/020-product-images.md,
// 194-back-office-catalogue.md): its bytes are read by sharp, not trusted by name or type, so only
// a real JPEG, PNG or WebP passes; it is turned upright, scaled to fit 1920×1920 and re-encoded as
// WebP, which leaves behind its metadata (camera, place) and anything else the file carried.
// The renditions are then made on request by the /img route, as for every source.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { ARTICLE_IMAGE_MAX_PIXELS } from '../../contract/admin-catalogue.js';

/** The largest side of a stored source: the widest rendition is 1920 (contract/image-widths.ts). */
const MAX_SIDE = 1920;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

export interface SourceImage { key: string; mime: 'image/webp'; data: string; width: number; height: number }

export type UploadVerdict = { ok: true; image: SourceImage } | { ok: false; reason: 'not-an-image' | 'too-many-pixels' };

export async function sourceImageOf(bytes: Uint8Array): Promise<UploadVerdict> {
  let format: string | undefined;
  let pixels = 0;
  try {
    // The header alone is read here, nothing decoded, so sharp's own pixel limit is off: with it
    // (0x3FFF² by default) a picture larger than that threw, and answered as no picture at all.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    return { ok: false, reason: 'not-an-image' };
  }
  if (!format || !ACCEPTED.has(format) || pixels === 0) return { ok: false, reason: 'not-an-image' };
  if (pixels > ARTICLE_IMAGE_MAX_PIXELS) return { ok: false, reason: 'too-many-pixels' };
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: ARTICLE_IMAGE_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    // Content-hash keys as the seed's: the same picture is stored once and a key never changes.
    const key = `u-${createHash('sha256').update(data).digest('hex').slice(0, 32)}`;
    return { ok: true, image: { key, mime: 'image/webp', data: data.toString('base64'), width: info.width, height: info.height } };
  } catch {
    return { ok: false, reason: 'not-an-image' };
  }
}
