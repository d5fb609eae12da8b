// Renders every rendition of the catalogue's pictures to the disk cache in the background after
// the server listens, so no shopper waits the up to 800 ms a first render takes
// (docs/decisions/087-rendition-warm-up.md). One render at a time, the order of what pages ask
// for most first (AVIF, which every current browser takes, at the phone and card width), each
// render waiting until no request is being served; renditions already on disk are skipped.
import { asc } from 'drizzle-orm';
import { IMAGE_WIDTHS } from '../../contract/image.js';
import type { Db } from '../db/client.js';
import { images } from '../db/schema.js';
import type { Logger } from '../log.js';
import { type ImageFormat, type RenditionOptions, Renditions } from './render.js';

/** What pages ask for, most asked first (srcsets of contract/image.ts: phones top out at 576). */
export const WARM_ORDER: readonly (readonly [number, ImageFormat])[] = [
  [576, 'avif'], [88, 'avif'], [1024, 'avif'], [1920, 'avif'], [1080, 'avif'],
  ...IMAGE_WIDTHS.map((width) => [width, 'webp'] as const),
];

export interface WarmUpOptions extends RenditionOptions {
  log?: Pick<Logger, 'info' | 'warn'>;
  /** Renders running at once (default 1). */
  concurrency?: number;
  /** Stops the warm-up between renders (server shutdown). */
  signal?: AbortSignal;
  /** Resolves when the server has no request to serve: each render waits for it (main.ts). */
  idle?: () => Promise<void>;
}

export interface WarmUpResult {
  rendered: number;
  skipped: number;
  failed: number;
  ms: number;
}

let running = 0;

/** Whether a warm-up is drawing in this process (GET /v1/health tells operators and benchmarks). */
export function renditionsState(): 'warming' | 'ready' {
  return running > 0 ? 'warming' : 'ready';
}

/** Renders what is missing from the disk cache; resolves when every rendition is there. */
export async function warmRenditions(db: Db, opts: WarmUpOptions): Promise<WarmUpResult> {
  running += 1;
  try {
    return await warmAll(db, opts);
  } finally {
    running -= 1;
  }
}

async function warmAll(db: Db, opts: WarmUpOptions): Promise<WarmUpResult> {
  const started = performance.now();
  const renditions = new Renditions(db, opts);
  const keys = (await db.select({ key: images.key }).from(images).orderBy(asc(images.key))).map((r) => r.key);
  const jobs = WARM_ORDER.flatMap(([width, format]) => keys.map((key) => ({ key, width, format })));
  const result: WarmUpResult = { rendered: 0, skipped: 0, failed: 0, ms: 0 };
  let next = 0;
  const worker = async () => {
    while (next < jobs.length && !opts.signal?.aborted) {
      const job = jobs[next++]!;
      await opts.idle?.();
      if (opts.signal?.aborted) break;
      try {
        if (await renditions.warm(job.key, job.width, job.format)) result.rendered += 1;
        else result.skipped += 1;
      } catch (err) {
        result.failed += 1;
        opts.log?.warn({ err, key: job.key, width: job.width, format: job.format }, 'rendition warm-up: render failed');
      }
      // Let queued requests run between two renders.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.concurrency ?? 1) }, worker));
  result.ms = Math.round(performance.now() - started);
  opts.log?.info({ ...result, images: keys.length }, opts.signal?.aborted ? 'rendition warm-up stopped' : 'rendition warm-up done');
  return result;
}
