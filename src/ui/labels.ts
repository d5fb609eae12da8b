import type { ArticleCard } from '../../contract/catalogue';

export type ArticleLabel = ArticleCard['labels'][number];

/** Cards leave out labels flagged hiddenOnCards ('Evidenza', storefront.md §9); the product page shows all. */
export function visibleLabels(labels: readonly ArticleLabel[], onCard: boolean): ArticleLabel[] {
  return onCard ? labels.filter((label) => !label.hiddenOnCards) : [...labels];
}

/** Ink or white text, whichever reads better on a label's `#rrggbb` colour (else ink). */
export function labelTextColor(background: string): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(background.trim())?.[1];
  if (!hex) return 'var(--c-ink)';
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  // Perceived luminance (ITU-R BT.601): light backgrounds get dark text.
  return 0.299 * r + 0.587 * g + 0.114 * b > 0.6 ? 'var(--c-ink)' : '#ffffff';
}
