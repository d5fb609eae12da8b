import type { ArticleCard } from '../../contract/catalogue';

export type ArticleLabel = ArticleCard['labels'][number];

/** Cards leave out labels flagged hiddenOnCards ('Evidenza', docs/product/catalogue.md#article); the product page shows all. */
export function visibleLabels(labels: readonly ArticleLabel[], onCard: boolean): ArticleLabel[] {
  return onCard ? labels.filter((label) => !label.hiddenOnCards) : [...labels];
}

/** sRGB relative luminance of a `#rrggbb` colour (WCAG 2). */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

const INK = { css: 'var(--c-ink)', luminance: luminance('0a1020') };
const WHITE = { css: '#ffffff', luminance: 1 };
const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** Ink or white text, whichever contrasts more with a label's `#rrggbb` colour (else ink). */
export function labelTextColor(background: string): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(background.trim())?.[1];
  if (!hex) return INK.css;
  const bg = luminance(hex);
  return contrast(bg, WHITE.luminance) > contrast(bg, INK.luminance) ? WHITE.css : INK.css;
}
