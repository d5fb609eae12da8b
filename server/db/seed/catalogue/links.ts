// What ties articles together after they exist: relateds, labels, promo page selections.
import { PROMO_PAGES } from '../data/content.js';
import { PRODUCT_TYPES } from '../data/product-types.js';
import type { Rng } from '../prng.js';
import type { GeneratedArticle } from './types.js';

const DAY = 86_400_000;
const WEAR_GROUPS = new Set(['wear', 'shoe', 'helmet']);
const PROMO_SIZE = 48;

/** Up to four relateds per product, from the complementary types its type names. */
export function relateds(rng: Rng, pools: Map<string, GeneratedArticle[]>, products: GeneratedArticle[]) {
  const out: { ref: number; relatedRef: number }[] = [];
  const typeOf = new Map(PRODUCT_TYPES.map((type) => [type.id, type]));
  for (const article of products) {
    const related = (typeOf.get(article.typeId)?.related ?? []).map((id) => pools.get(id) ?? []).filter((pool) => pool.length > 0);
    if (related.length === 0) continue;
    const picked = new Set<number>();
    for (let i = 0; i < 8 && picked.size < 4; i++) {
      const candidate = rng.pick(rng.pick(related));
      if (candidate.ref !== article.ref) picked.add(candidate.ref);
    }
    for (const relatedRef of picked) out.push({ ref: article.ref, relatedRef });
  }
  return out;
}

export function applyLabels(articles: GeneratedArticle[], now: number): void {
  for (const a of articles) {
    const fewLeft = a.grade === 'container' ? 5 : 3;
    if (a.highlighted) a.labels.push('evidenza');
    if (now - a.createdAt.getTime() < 45 * DAY) a.labels.push('novita');
    if (a.priceDiscounted !== null) a.labels.push('promo');
    if (a.stockOn && a.available && a.stockQuantity > 0 && a.stockQuantity <= fewLeft) a.labels.push('ultimi-pezzi');
  }
}

/** Each promo page's articles: discounted ones, discounted clothing, carbon. */
export function promoSelections(products: GeneratedArticle[]): Map<string, number[]> {
  const wearTypes = new Set(PRODUCT_TYPES.filter((type) => WEAR_GROUPS.has(type.group)).map((type) => type.id));
  const out = new Map<string, number[]>();
  for (const promo of PROMO_PAGES) {
    let matches = products.filter((a) => {
      if (promo.pick === 'carbon') return a.carbon;
      if (promo.pick === 'discounted') return a.priceDiscounted !== null;
      return wearTypes.has(a.typeId) && a.priceDiscounted !== null;
    });
    // A small catalogue has few discounted clothes: fill the winter sale with clothing anyway.
    if (promo.pick === 'discounted-wear' && matches.length < 6) {
      matches = [...matches, ...products.filter((a) => wearTypes.has(a.typeId) && a.priceDiscounted === null)];
    }
    out.set(promo.slug, matches.slice(0, PROMO_SIZE).map((a) => a.ref));
  }
  return out;
}
