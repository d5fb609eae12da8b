// Product, cover, logo and slide pictures drawn as SVG source at seed time (no downloads, no
// rasters): a string per picture, stored in the images table and rendered on request. The seed is
// the only code that draws: server/images renders what is stored, whoever stored it, so the drawing
// sits with the seed in server/db, below the images module (decision 006).
import { createHash } from 'node:crypto';
import { bike, frameOnly, wheelset } from './shapes/bikes.js';
import type { Paint } from './shapes/common.js';
import { shade } from './shapes/common.js';
import { book, bottle, co2, energyBar, groupset, handlebar, helmet, light, saddle, seatpost, tool } from './shapes/parts.js';
import { bib, jersey, shoe } from './shapes/wear.js';

export const DRAW_KINDS = [
  'road-bike', 'gravel-bike', 'mtb-hardtail', 'mtb-full', 'e-bike', 'road-frame', 'mtb-frame', 'wheelset',
  'mtb-wheelset', 'groupset', 'handlebar', 'saddle', 'seatpost', 'jersey', 'bib', 'jacket', 'shoe', 'helmet',
  'light', 'bottle', 'energy-bar', 'book', 'tool', 'co2',
] as const;
export type DrawKind = (typeof DRAW_KINDS)[number];

/** Article pictures are 4:3. */
export const ARTICLE_SIZE = { width: 1920, height: 1440 } as const;
export const SLIDE_SIZE = { width: 1920, height: 1080 } as const;
export const LOGO_SIZE = { width: 800, height: 400 } as const;

export interface DrawnImage { key: string; svg: string; width: number; height: number }

const FONT = `font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold"`;

function shape(kind: DrawKind, p: Paint): string {
  switch (kind) {
    case 'road-bike': case 'gravel-bike': case 'mtb-hardtail': case 'mtb-full': case 'e-bike': return bike(kind, p);
    case 'road-frame': return frameOnly(false, p);
    case 'mtb-frame': return frameOnly(true, p);
    case 'wheelset': return wheelset(p, false);
    case 'mtb-wheelset': return wheelset(p, true);
    case 'groupset': return groupset(p);
    case 'handlebar': return handlebar(p);
    case 'saddle': return saddle(p);
    case 'seatpost': return seatpost(p);
    case 'jersey': return jersey(p, false);
    case 'jacket': return jersey(p, true);
    case 'bib': return bib(p);
    case 'shoe': return shoe(p);
    case 'helmet': return helmet(p);
    case 'light': return light(p);
    case 'bottle': return bottle(p);
    case 'energy-bar': return energyBar(p);
    case 'book': return book(p);
    case 'tool': return tool(p);
    case 'co2': return co2(p);
  }
}

/** Where the detail view of each kind zooms in (x, y of a 960×720 window). */
function detailOrigin(kind: DrawKind): [number, number] {
  if (kind.endsWith('bike')) return [560, 520];
  if (kind.startsWith('mtb-') && kind !== 'mtb-frame') return [560, 540];
  if (kind === 'jersey' || kind === 'jacket' || kind === 'bib') return [480, 200];
  return [480, 360];
}

function svg(width: number, height: number, viewBox: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${body}</svg>`;
}

function keyed(prefix: string, source: string, width: number, height: number): DrawnImage {
  const hash = createHash('sha1').update(source).digest('hex').slice(0, 20);
  return { key: `${prefix}-${hash}`, svg: source, width, height };
}

export interface ArticleDrawing { kind: DrawKind; color1: string; color2?: string | null | undefined; brand: string; style: number; view: 'main' | 'detail' }

/** A product on a light studio background, the brand name in a corner. */
export function drawArticle(d: ArticleDrawing): DrawnImage {
  const p: Paint = { c1: d.color1, c2: d.color2 ?? shade(d.color1, -0.4), style: d.style };
  const { width, height } = ARTICLE_SIZE;
  const body = [
    // A white or pale product would vanish on the usual light backdrop: give it a darker one.
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">${isPale(p.c1) ? '<stop offset="0" stop-color="#c9cdd2"/><stop offset="1" stop-color="#aeb3ba"/>' : '<stop offset="0" stop-color="#f6f6f4"/><stop offset="1" stop-color="#e4e4e0"/>'}</linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    shape(d.kind, p),
    `<text x="96" y="1350" ${FONT} font-size="64" fill="#2b2b2b" letter-spacing="4">${escapeXml(d.brand.toUpperCase())}</text>`,
  ].join('');
  const [x, y] = d.view === 'detail' ? detailOrigin(d.kind) : [0, 0];
  const viewBox = d.view === 'detail' ? `${x} ${y} 960 720` : `0 0 ${width} ${height}`;
  return keyed('a', svg(width, height, viewBox, body), width, height);
}

/** A department or promo cover: the kind's drawing on a coloured backdrop, no text. */
export function drawCover(kind: DrawKind, color1: string, color2: string): DrawnImage {
  const { width, height } = ARTICLE_SIZE;
  const body = [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color1}"/><stop offset="1" stop-color="${shade(color1, -0.45)}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<circle cx="1240" cy="560" r="520" fill="#fff" opacity="0.12"/>`,
    shape(kind, { c1: '#f4f4f4', c2: color2, style: 2 }),
  ].join('');
  return keyed('c', svg(width, height, `0 0 ${width} ${height}`, body), width, height);
}

/** A brand's wordmark on white with a small wheel mark. */
export function drawBrandLogo(name: string, color: string): DrawnImage {
  const { width, height } = LOGO_SIZE;
  // Bold DejaVu glyphs are ~0.7 em wide; the wordmark must fit the 560 px right of the mark.
  const size = Math.min(96, Math.floor(560 / (0.72 * Math.max(1, name.length))));
  const body = [
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    `<circle cx="110" cy="200" r="62" fill="none" stroke="${color}" stroke-width="16"/>`,
    `<path d="M110,138 L110,262 M48,200 L172,200 M66,156 L154,244 M154,156 L66,244" stroke="${color}" stroke-width="6"/>`,
    `<text x="200" y="${200 + size / 3}" ${FONT} font-size="${size}" fill="#1c1c1c">${escapeXml(name)}</text>`,
  ].join('');
  return keyed('b', svg(width, height, `0 0 ${width} ${height}`, body), width, height);
}

/** A wide picture for home slides and sponsors: mountains at dusk with a product in front. */
export function drawSlide(kind: DrawKind, sky: string, color1: string, color2: string): DrawnImage {
  const { width, height } = SLIDE_SIZE;
  const body = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(sky, -0.35)}"/><stop offset="1" stop-color="${shade(sky, 0.45)}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    `<polygon points="0,760 300,420 520,640 820,300 1120,620 1380,380 1700,660 1920,480 1920,1080 0,1080" fill="${shade(sky, -0.55)}" opacity="0.7"/>`,
    `<polygon points="0,900 420,640 760,860 1100,600 1500,880 1920,700 1920,1080 0,1080" fill="${shade(sky, -0.7)}"/>`,
    `<g transform="translate(700 200) scale(0.66)">${shape(kind, { c1: color1, c2: color2, style: 1 })}</g>`,
  ].join('');
  return keyed('s', svg(width, height, `0 0 ${width} ${height}`, body), width, height);
}

function isPale(hex: string): boolean {
  const n = Number.parseInt(hex.slice(1), 16);
  const luminance = 0.2126 * ((n >> 16) & 0xff) + 0.7152 * ((n >> 8) & 0xff) + 0.0722 * (n & 0xff);
  return luminance > 200;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
