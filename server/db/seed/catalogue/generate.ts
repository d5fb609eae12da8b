// Generates the demo catalogue in memory, deterministically: the same size and seed always give
// the same articles. Products are made round by round through ROUND, so even a small catalogue
// has every grade, and stops at exactly the requested number of article rows (variants count).
import type { BrandSeed } from '../data/brands.js';
import { FINISHES } from '../data/materials.js';
import { BUNDLE_TYPES, CO2_TYPE, PRODUCT_TYPES, type ProductType } from '../data/product-types.js';
import { createRng } from '../prng.js';
import { buildBundle } from './bundle.js';
import { applyLabels, promoSelections, relateds } from './links.js';
import { Identifiers, modelName, placesOrder } from './names.js';
import { shelfPrice } from './pricing.js';
import { buildProduct, type BuildContext } from './product.js';
import type { GeneratedArticle, GeneratedCatalogue } from './types.js';

/**
 * The order products are made in, each round; kit-* are bundles of what came before. Parts and
 * accessories come twice a round: a shop has more of them than bikes.
 */
const ROUND = [
  'road-bike', 'helmet', 'light', 'bottle', 'kit-sicurezza', 'road-frame', 'road-wheelset', 'jersey', 'bib',
  'road-shoe', 'kit-granfondo', 'saddle', 'kit-upgrade', 'gravel-bike', 'gravel-wheelset', 'tool', 'kit-avventura',
  'co2', 'groupset', 'mtb-hardtail', 'handlebar', 'mtb-full', 'seatpost', 'e-bike', 'light', 'gravel-frame',
  'energy-bar', 'mtb-frame', 'book', 'mtb-wheelset', 'groupset', 'handlebar', 'seatpost', 'jacket', 'tool',
  'mtb-shoe', 'energy-bar', 'book',
];
const SHOWCASE_GROUPS = new Set(['bike', 'frame', 'wheel']);

export interface GenerateOptions { articles: number; brands: BrandSeed[]; now: number; seed?: number }

export function generateCatalogue(opts: GenerateOptions): GeneratedCatalogue {
  const rng = createRng(opts.seed ?? 1968);
  const ctx: BuildContext = { rng, ids: new Identifiers(), articles: [], images: new Map(), drawn: new Map(), brands: new Map(opts.brands.map((b) => [b.slug, b])), now: opts.now };
  const types = new Map<string, ProductType>([...PRODUCT_TYPES, CO2_TYPE].map((type) => [type.id, type]));
  const bundleTypes = new Map(BUNDLE_TYPES.map((type) => [type.id, type]));
  const pools = new Map<string, GeneratedArticle[]>();
  const counters = new Map<string, number>();
  const orders = new Map<string, string[]>();
  const nextModel = (id: string) => {
    const n = counters.get(id) ?? 0;
    counters.set(id, n + 1);
    if (!orders.has(id)) orders.set(id, placesOrder(rng));
    return { model: modelName(orders.get(id) ?? [], n), style: n % 4 };
  };
  // Small catalogues get fewer variants per container, so they still hold many products.
  const variantCap = opts.articles < 150 ? 3 : opts.articles < 1000 ? 6 : 12;
  const budget = () => opts.articles - ctx.articles.length;
  const families: GeneratedCatalogue['families'] = [];
  const bundles: GeneratedCatalogue['bundles'] = [];

  for (let round = 0; budget() > 0; round++) {
    for (const step of ROUND) {
      if (budget() <= 0) break;
      const bundleType = bundleTypes.get(step);
      if (bundleType) {
        const made = buildBundle(ctx, bundleType, nextModel(step).model, pools);
        if (made) bundles.push({ bundleRef: made.bundle.ref, memberRefs: made.memberRefs });
        continue;
      }
      const type = types.get(step);
      if (!type || (type.pg18 && round > 1)) continue;
      const { model, style } = nextModel(step);
      const highlighted = (round === 0 && SHOWCASE_GROUPS.has(type.group)) || rng.chance(0.01);
      const base = { model, style, variantCap, highlighted };
      if (!type.finishes) {
        addToPool(pools, buildProduct(ctx, type, { ...base, budget: budget() }));
        continue;
      }
      const finishes = rng.sample(FINISHES, rng.int(2, 3));
      const brand = rng.pick(type.brands);
      const price = shelfPrice(rng, type.price);
      const members: GeneratedArticle[] = [];
      for (const finish of finishes) {
        if (budget() <= 0) break;
        const article = buildProduct(ctx, type, { ...base, highlighted: highlighted && members.length === 0, budget: budget(), finish, brand, price });
        members.push(article);
        addToPool(pools, article);
      }
      if (members.length > 1) families.push({ name: `${ctx.brands.get(brand)?.name ?? brand} ${model}`, refs: members.map((m) => m.ref) });
    }
  }

  const products = ctx.articles.filter((a) => a.grade === 'simple' || a.grade === 'container');
  applyLabels(ctx.articles, opts.now);
  return {
    articles: ctx.articles,
    images: ctx.images,
    bundles,
    relateds: relateds(rng, pools, products),
    families,
    promos: promoSelections(ctx.articles.filter((a) => a.grade !== 'variant')),
  };
}

function addToPool(pools: Map<string, GeneratedArticle[]>, article: GeneratedArticle) {
  const pool = pools.get(article.typeId) ?? [];
  pool.push(article);
  pools.set(article.typeId, pool);
}
