// Shared pieces of the product drawings. Every shape draws in a 1920×1440 space, product centred,
// so one drawing serves the article image, its detail crop, covers and slides.

export interface Paint {
  /** Main colour of the product (the variant's colour). */
  c1: string;
  /** Accent colour (the second colour of a two-tone option, else a darker shade). */
  c2: string;
  /** Small variations between models (0-3): tube size, rim depth, cut. */
  style: number;
}

export const INK = '#1c1c1c';
export const STEEL = '#9aa0a6';

/** A darker (amount < 0) or lighter (amount > 0) shade of a #rrggbb colour. */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 0xff;
    const v = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;

export const circle = (cx: number, cy: number, r: number, attrs: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" ${attrs}/>`;

/** A spoked wheel: tyre, rim (depth by style), spokes and hub. */
export function wheel(cx: number, cy: number, r: number, tyre: number, p: Paint, spokes = 16): string {
  const rimDepth = [16, 30, 46, 62][p.style % 4] ?? 30;
  const rimR = r - tyre / 2 - rimDepth / 2;
  const parts = [
    circle(cx, cy, r, `fill="none" stroke="${INK}" stroke-width="${tyre}"`),
    circle(cx, cy, rimR, `fill="none" stroke="#2a2a2a" stroke-width="${rimDepth}"`),
    circle(cx, cy, rimR, `fill="none" stroke="${p.c1}" stroke-width="${rimDepth * 0.6}" stroke-dasharray="${r * 0.9} ${r * 0.5}"`),
  ];
  for (let i = 0; i < spokes; i++) {
    const a = (Math.PI * 2 * i) / spokes;
    const x = cx + Math.cos(a) * (rimR - rimDepth / 2);
    const y = cy + Math.sin(a) * (rimR - rimDepth / 2);
    parts.push(line(cx, cy, Math.round(x), Math.round(y), STEEL, 4));
  }
  parts.push(circle(cx, cy, 26, `fill="#3a3a3a"`));
  return parts.join('');
}

/** A soft shadow under the product. */
export const shadow = (cx: number, cy: number, rx: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${Math.round(rx / 12)}" fill="#000" opacity="0.12"/>`;
