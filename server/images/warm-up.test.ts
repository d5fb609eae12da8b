// The warm-up renders every rendition pages ask for to the disk cache, so the image route then
// answers without rendering; a second warm-up finds everything there.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '../../contract/image.js';
import type { Database } from '../db/client.js';
import { openTestPglite } from '../db/test-database.js';
import { images } from '../db/schema.js';
import { imageRow } from '../db/seed/taxonomy.js';
import { drawBrandLogo, drawSlide } from '../db/seed/draw.js';
import { RENDER_VERSION, renderImage, Renditions } from './render.js';
import { renditionsState, WARM_ORDER, warmRenditions } from './warm-up.js';

let database: Database;
let cacheDir: string;
const logo = drawBrandLogo('Carbonia', '#212121');
const slide = drawSlide('road-bike', '#e07a5f', '#c62828', '#111111');

beforeAll(async () => {
  database = await openTestPglite();
  await database.db.insert(images).values([imageRow(logo), imageRow(slide)]);
  cacheDir = mkdtempSync(join(tmpdir(), 'raggio-warm-'));
});
afterAll(async () => {
  await database.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

describe('warmRenditions', () => {
  it('covers every width in both formats', () => {
    expect(WARM_ORDER).toHaveLength(IMAGE_WIDTHS.length * 2);
    for (const width of IMAGE_WIDTHS) {
      expect(WARM_ORDER).toContainEqual([width, 'avif']);
      expect(WARM_ORDER).toContainEqual([width, 'webp']);
    }
  });

  it('writes every rendition of every picture to disk, logs when done, then skips them', async () => {
    const logged: string[] = [];
    const log = { info: (_: unknown, msg: string) => logged.push(msg), warn: () => {} };
    const first = await warmRenditions(database.db, { cacheDir, log: log as never });
    expect(first).toMatchObject({ rendered: 2 * WARM_ORDER.length, skipped: 0, failed: 0 });
    expect(logged).toEqual(['rendition warm-up done']);
    for (const key of [logo.key, slide.key]) {
      for (const [width, format] of WARM_ORDER) {
        expect(existsSync(join(cacheDir, `v${RENDER_VERSION}`, key, `${width}.${format}`)), `${key} ${width}.${format}`).toBe(true);
      }
    }
    const again = await warmRenditions(database.db, { cacheDir });
    expect(again).toMatchObject({ rendered: 0, skipped: 2 * WARM_ORDER.length });
  });

  // Read through Renditions, as the image route (server/http/images-app.ts) reads them: images sits
  // below http, so its tests do not import the route (decision 006).
  it('leaves the image route nothing to render afterwards', async () => {
    let renders = 0;
    const renditions = new Renditions(database.db, { cacheDir, render: (...args) => { renders += 1; return renderImage(...args); } });
    for (const [width, format] of WARM_ORDER) {
      const body = await renditions.get(slide.key, width, format);
      expect(body).not.toBeNull();
      expect((await sharp(body!).metadata()).width).toBe(width);
    }
    expect(renders).toBe(0);
  });

  it('waits for the server to be idle before each render', async () => {
    const fresh = mkdtempSync(join(tmpdir(), 'raggio-warm-'));
    try {
      const events: string[] = [];
      await warmRenditions(database.db, {
        cacheDir: fresh,
        idle: async () => { events.push('idle'); },
        render: (...args) => { events.push('render'); return renderImage(...args); },
      });
      expect(events.filter((e) => e === 'render')).toHaveLength(2 * WARM_ORDER.length);
      expect(events.every((e, i) => e === 'idle' || events[i - 1] === 'idle')).toBe(true);
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });

  it('reports itself as warming while it draws, and ready once done', async () => {
    const fresh = mkdtempSync(join(tmpdir(), 'raggio-warm-'));
    try {
      const seen: string[] = [];
      expect(renditionsState()).toBe('ready');
      await warmRenditions(database.db, {
        cacheDir: fresh,
        render: (...args) => { seen.push(renditionsState()); return renderImage(...args); },
      });
      expect(new Set(seen)).toEqual(new Set(['warming']));
      expect(renditionsState()).toBe('ready');
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });

  it('stops between renders when aborted', async () => {
    const fresh = mkdtempSync(join(tmpdir(), 'raggio-warm-'));
    try {
      const stop = new AbortController();
      const result = await warmRenditions(database.db, {
        cacheDir: fresh,
        signal: stop.signal,
        render: (...args) => { stop.abort(); return renderImage(...args); },
      });
      expect(result.rendered).toBe(1);
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });
});
