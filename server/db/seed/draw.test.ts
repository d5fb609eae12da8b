// Every drawing is an SVG that the renderer can read, at the size API answers announce.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DRAW_KINDS, drawArticle, drawBrandLogo, drawCover, drawSlide } from './draw.js';

describe('drawArticle', () => {
  it('draws every kind, main and detail view, as a readable 1920×1440 SVG', async () => {
    for (const kind of DRAW_KINDS) {
      for (const view of ['main', 'detail'] as const) {
        const image = drawArticle({ kind, color1: '#c62828', color2: '#1b1b1b', brand: 'Velox Cicli', style: 2, view });
        const meta = await sharp(Buffer.from(image.svg)).metadata();
        expect([meta.format, meta.width, meta.height], `${kind} ${view}`).toEqual(['svg', 1920, 1440]);
        expect([image.width, image.height]).toEqual([1920, 1440]);
      }
    }
  });

  it('names a picture by its content: same drawing, same key; another colour, another key', () => {
    const red = { kind: 'helmet', color1: '#c62828', brand: 'Galea', style: 0, view: 'main' } as const;
    expect(drawArticle(red).key).toBe(drawArticle(red).key);
    expect(drawArticle({ ...red, color1: '#1e40af' }).key).not.toBe(drawArticle(red).key);
    expect(drawArticle(red).key).toMatch(/^a-[0-9a-f]{20}$/);
  });

  it('keeps brand names with markup characters valid XML', async () => {
    const image = drawArticle({ kind: 'bottle', color1: '#00838f', brand: 'Ruote & <Raggi>', style: 0, view: 'main' });
    expect(image.svg).not.toContain('<Raggi>');
    expect((await sharp(Buffer.from(image.svg)).metadata()).format).toBe('svg');
  });
});

describe('covers, logos and slides', () => {
  it('are readable SVGs of 4:3, 2:1 and 16:9', async () => {
    const sizes = await Promise.all([drawCover('wheelset', '#0d47a1', '#ffca28'), drawBrandLogo('Sellaria Veneta', '#6d4c41'), drawSlide('road-bike', '#e07a5f', '#c62828', '#111111')]
      .map(async (image) => { const m = await sharp(Buffer.from(image.svg)).metadata(); return [m.width, m.height]; }));
    expect(sizes).toEqual([[1920, 1440], [800, 400], [1920, 1080]]);
  });
});
