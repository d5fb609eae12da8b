// The warm-up's renders run in a child process at the lowest CPU priority and give the same
// pictures as a render in the server's own process.
import { getPriority } from 'node:os';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { startBackgroundRenderer } from './background-renderer.js';
import { imageRow } from '../db/seed/taxonomy.js';
import { drawSlide } from '../db/seed/draw.js';
import { renderImage } from './render.js';

const slide = drawSlide('road-bike', '#e07a5f', '#c62828', '#111111');
const { mime, data, width } = imageRow(slide);
const source = { mime, data, width };
const renderer = startBackgroundRenderer();
afterAll(() => renderer.close());

describe('startBackgroundRenderer', () => {
  it('renders the same picture as the server process would', async () => {
    const [background, inProcess] = await Promise.all([renderer.render(source, 576, 'webp'), renderImage(source, 576, 'webp')]);
    const meta = await sharp(background).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(576);
    expect(background.equals(inProcess)).toBe(true);
  });

  it('runs at the lowest CPU priority', () => {
    expect(renderer.pid).toBeTypeOf('number');
    expect(getPriority(renderer.pid!)).toBe(19);
  });

  it('refuses renders once closed, instead of leaving them waiting', async () => {
    const closing = startBackgroundRenderer();
    await closing.render(source, 88, 'avif');
    closing.close();
    await expect(closing.render(source, 88, 'avif')).rejects.toThrow(/not running/);
  });
});
