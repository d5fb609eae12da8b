// Bicycles and frames in side view, facing right.
import { circle, INK, line, type Paint, shade, shadow, wheel } from './common.js';

export type BikeKind = 'road-bike' | 'gravel-bike' | 'mtb-hardtail' | 'mtb-full' | 'e-bike';

interface Geometry { rear: [number, number]; front: [number, number]; bb: [number, number]; seatTop: [number, number]; headTop: [number, number]; headBottom: [number, number] }

const ROAD: Geometry = { rear: [540, 930], front: [1380, 930], bb: [900, 960], seatTop: [820, 540], headTop: [1250, 560], headBottom: [1285, 670] };
const MTB: Geometry = { rear: [530, 940], front: [1400, 940], bb: [900, 990], seatTop: [840, 600], headTop: [1235, 580], headBottom: [1275, 700] };

/** The frame and fork only (used alone for frame articles). */
export function frame(g: Geometry, p: Paint, suspension: boolean, full: boolean): string {
  const tube = 30 + (p.style % 2) * 12;
  const [bx, by] = g.bb;
  const [sx, sy] = g.seatTop;
  const [hx, hy] = g.headTop;
  const [lx, ly] = g.headBottom;
  const [rx, ry] = g.rear;
  const [fx, fy] = g.front;
  const topY = sy + 30;
  const parts = [
    line(bx, by, rx, ry, shade(p.c1, -0.15), tube - 8),
    line(sx + 8, topY, rx, ry, shade(p.c1, -0.15), tube - 12),
    line(bx, by, lx, ly, p.c1, tube + 10),
    line(bx, by, sx, sy, p.c1, tube),
    line(sx + 8, topY, hx, hy + 10, p.c1, tube - 4),
    line(hx, hy - 10, lx, ly + 10, p.c2, 46),
    line(bx + (lx - bx) * 0.35, by + (ly - by) * 0.35, bx + (lx - bx) * 0.7, by + (ly - by) * 0.7, p.c2, 10),
  ];
  if (suspension) {
    parts.push(line(lx, ly, lx + (fx - lx) * 0.55, ly + (fy - ly) * 0.55, p.c2, 42));
    parts.push(line(lx + (fx - lx) * 0.5, ly + (fy - ly) * 0.5, fx, fy, INK, 30));
  } else {
    parts.push(`<path d="M${lx},${ly} Q${lx + 40},${ly + 150} ${fx},${fy}" fill="none" stroke="${p.c1}" stroke-width="${tube - 6}" stroke-linecap="round"/>`);
  }
  if (full) parts.push(`<rect x="${sx + 10}" y="${topY + 60}" width="150" height="46" rx="20" fill="${p.c2}" transform="rotate(28 ${sx + 80} ${topY + 80})"/>`);
  return parts.join('');
}

export function bike(kind: BikeKind, p: Paint): string {
  const mtb = kind === 'mtb-hardtail' || kind === 'mtb-full';
  const g = mtb ? MTB : ROAD;
  const tyre = mtb ? 58 : kind === 'gravel-bike' || kind === 'e-bike' ? 40 : 26;
  const r = mtb ? 320 : 305;
  const [bx, by] = g.bb;
  const [sx, sy] = g.seatTop;
  const [hx, hy] = g.headTop;
  const parts = [
    shadow(960, g.rear[1] + r + 10, 760),
    wheel(g.rear[0], g.rear[1], r, tyre, p),
    wheel(g.front[0], g.front[1], r, tyre, p),
    line(bx, by - 70, g.rear[0], g.rear[1] - 20, '#555', 6),
    line(bx, by + 70, g.rear[0], g.rear[1] + 20, '#555', 6),
    frame(g, p, mtb || kind === 'e-bike', kind === 'mtb-full'),
    line(sx, sy, sx - 18, sy - 90, INK, 24),
    `<path d="M${sx - 130},${sy - 95} Q${sx - 20},${sy - 125} ${sx + 80},${sy - 100} L${sx - 130},${sy - 80} Z" fill="${INK}"/>`,
    line(hx, hy - 10, hx + 70, hy - 30, INK, 24),
  ];
  if (mtb || kind === 'e-bike') {
    parts.push(line(hx + 50, hy - 40, hx + 110, hy - 60, INK, 20));
  } else {
    parts.push(`<path d="M${hx + 70},${hy - 32} q70,0 70,60 q0,70 -60,80" fill="none" stroke="${INK}" stroke-width="20" stroke-linecap="round"/>`);
  }
  if (kind === 'e-bike') {
    const [lx, ly] = g.headBottom;
    parts.push(line(bx + (lx - bx) * 0.12, by + (ly - by) * 0.12, bx + (lx - bx) * 0.72, by + (ly - by) * 0.72, '#2b2b2b', 64));
    parts.push(circle(bx, by, 84, `fill="#333"`));
  }
  parts.push(circle(bx, by, 72, `fill="none" stroke="#333" stroke-width="14"`));
  parts.push(line(bx, by, bx + 60, by + 110, INK, 18));
  parts.push(line(bx + 30, by + 112, bx + 95, by + 112, INK, 16));
  return parts.join('');
}

/** A frame alone, drawn larger. */
export function frameOnly(mtb: boolean, p: Paint): string {
  const g = mtb ? MTB : ROAD;
  return `${shadow(960, 1180, 620)}<g transform="translate(-230 -250) scale(1.25)">${frame(g, p, mtb, mtb && p.style % 2 === 1)}</g>`;
}

/** One wheel, or a wheelset shown as one wheel with a second behind it. */
export function wheelset(p: Paint, mtb: boolean): string {
  return [
    shadow(960, 1320, 600),
    `<g opacity="0.55">${wheel(1180, 700, 520, mtb ? 70 : 34, p, 24)}</g>`,
    wheel(820, 720, 540, mtb ? 70 : 34, p, 24),
  ].join('');
}
