// Model names, slugs and SKUs, unique across the whole catalogue.
import { slugify } from '../i18n.js';
import { PLACES, SUFFIXES } from '../data/materials.js';
import type { Rng } from '../prng.js';

/** The n-th model name of a product type: every place with every suffix, then a generation number. */
export function modelName(order: readonly string[], n: number): string {
  const place = order[n % order.length] as string;
  const round = Math.floor(n / order.length);
  const suffix = SUFFIXES[(n + round) % SUFFIXES.length] as string;
  const generation = Math.floor(n / (order.length * SUFFIXES.length));
  return generation === 0 ? `${place} ${suffix}` : `${place} ${suffix} ${generation + 1}`;
}

export const placesOrder = (rng: Rng) => rng.shuffle(PLACES);

export class Identifiers {
  private slugs = new Set<string>();
  private sequence = 0;

  /** A slug from the Italian name, made unique with a counter when needed. */
  slug(text: string): string {
    const base = slugify(text);
    let slug = base;
    for (let i = 2; this.slugs.has(slug); i++) slug = `${base}-${i}`;
    this.slugs.add(slug);
    return slug;
  }

  sku(prefix: string): string {
    this.sequence += 1;
    return `RG-${prefix}-${String(this.sequence).padStart(5, '0')}`;
  }
}
