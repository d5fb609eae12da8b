// Bundles: two or three articles sold together at a kit price.
import type { BundleType } from '../data/product-types.js';
import { compose, fill, t } from '../i18n.js';
import type { BuildContext } from './product.js';
import { roundToShelf } from './pricing.js';
import type { GeneratedArticle } from './types.js';

const DAY = 86_400_000;
const KIT_TEXT = t('<p>Un kit a prezzo speciale con: {list}.</p>', '<p>A kit at a special price with: {list}.</p>', '<p>Un kit à prix spécial avec : {list}.</p>', '<p>Un kit a precio especial con: {list}.</p>', '<p>Ein Set zum Sonderpreis mit: {list}.</p>');

/** Picks one member per entry from the products made so far; null when one is still missing. */
export function buildBundle(ctx: BuildContext, type: BundleType, model: string, pools: Map<string, GeneratedArticle[]>): { bundle: GeneratedArticle; memberRefs: number[] } | null {
  const members: GeneratedArticle[] = [];
  for (const typeId of type.members) {
    const candidates = (pools.get(typeId) ?? []).filter((a) => !members.includes(a));
    if (candidates.length === 0) return null;
    members.push(ctx.rng.pick(candidates));
  }
  const first = members[0] as GeneratedArticle;
  const sum = members.reduce((n, m) => n + (m.priceDiscounted ?? m.priceGross), 0);
  const name = compose([type.noun, model]);
  const bundle: GeneratedArticle = {
    ref: ctx.articles.length, grade: 'bundle', typeId: type.id, containerRef: null,
    sku: ctx.ids.sku('KIT'), slug: ctx.ids.slug(name.it), brandSlug: first.brandSlug, name,
    description: fill(KIT_TEXT, { list: compose(members.map((m) => m.name), ', ') }), categorySlug: type.category,
    available: true, stockOn: false, stockQuantity: 0, cartMin: null, cartMax: null,
    priceGross: roundToShelf(Math.round(sum * 0.9)), priceDiscounted: null, vatRate: 22, extendedFields: [],
    highlighted: false, pg18: members.some((m) => m.pg18),
    createdAt: new Date(ctx.now - ctx.rng.int(0, 180) * DAY), options: [], labels: [], carbon: false,
    images: members.slice(0, 2).flatMap((m) => m.images.slice(0, 1)).map((img) => ({ key: img.key, alt: name })),
  };
  ctx.articles.push(bundle);
  return { bundle, memberRefs: members.map((m) => m.ref) };
}
