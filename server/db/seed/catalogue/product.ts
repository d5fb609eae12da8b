// One product of a type: a simple article, or a container with its variants.
import { drawArticle, type DrawKind, type DrawnImage } from '../draw.js';
import { ATTRIBUTES, COLOURS, type AttributeSlug } from '../data/attributes.js';
import type { BrandSeed } from '../data/brands.js';
import { isCarbon, type FinishSeed } from '../data/materials.js';
import type { ProductType } from '../data/product-types.js';
import { compose, same, t, type Tr } from '../i18n.js';
import type { Rng } from '../prng.js';
import type { Identifiers } from './names.js';
import { discounted, DISCOUNT_PERCENTS, roundToShelf, shelfPrice, simpleStock, variantStock } from './pricing.js';
import { description, extendedFields } from './texts.js';
import type { GeneratedArticle, ImageRef, OptionRef } from './types.js';
import { colourOf, variantOptionSets } from './variants.js';

export interface BuildContext {
  rng: Rng;
  ids: Identifiers;
  articles: GeneratedArticle[];
  images: Map<string, DrawnImage>;
  /** Drawing parameters → image key. */
  drawn: Map<string, string>;
  brands: Map<string, BrandSeed>;
  /** Reference time for createdAt (seed time). */
  now: number;
}

const DAY = 86_400_000;
const DETAIL = t('dettaglio', 'detail', 'détail', 'detalle', 'Detail');

export function pictures(ctx: BuildContext, kind: DrawKind, colour: { color1: string; color2?: string | undefined }, brand: string, style: number, alt: Tr): ImageRef[] {
  return (['main', 'detail'] as const).map((view) => {
    // Many articles share a drawing (same kind, colours, brand, style): draw each once.
    const memo = `${kind}|${colour.color1}|${colour.color2 ?? ''}|${brand}|${style}|${view}`;
    let key = ctx.drawn.get(memo);
    if (key === undefined) {
      const image = drawArticle({ kind, color1: colour.color1, color2: colour.color2, brand, style, view });
      ctx.images.set(image.key, image);
      ctx.drawn.set(memo, image.key);
      key = image.key;
    }
    return { key, alt: view === 'main' ? alt : compose([alt, '–', DETAIL]) };
  });
}

const paintOf = (c: { color1?: string | undefined; color2?: string | undefined }) => ({ color1: c.color1 ?? '#1b1b1b', color2: c.color2 });

export function optionValue(attribute: AttributeSlug, code: string): Tr {
  return ATTRIBUTES.find((a) => a.slug === attribute)?.options.find((o) => o.code === code)?.value ?? same(code);
}

function push(ctx: BuildContext, article: Omit<GeneratedArticle, 'ref' | 'labels'>): GeneratedArticle {
  const full: GeneratedArticle = { ...article, ref: ctx.articles.length, labels: [] };
  ctx.articles.push(full);
  return full;
}

export interface ProductOptions {
  model: string; style: number; budget: number; variantCap: number; highlighted: boolean;
  /** Family members share brand and price and differ by finish. */
  finish?: FinishSeed; brand?: string; price?: number;
}

/** Adds the product's articles to ctx.articles and returns the main article. */
export function buildProduct(ctx: BuildContext, type: ProductType, o: ProductOptions): GeneratedArticle {
  const { rng, ids } = ctx;
  const brand = ctx.brands.get(o.brand ?? rng.pick(type.brands));
  if (!brand) throw new Error(`unknown brand for ${type.id}`);
  const material = rng.pick(type.materials);
  const price = o.price ?? shelfPrice(rng, type.price);
  const percent = rng.chance(0.2) ? rng.pick(DISCOUNT_PERCENTS) : null;
  const name = compose([type.noun, brand.name, o.model, ...(o.finish ? ['–', o.finish.name] : [])]);
  const colour = paintOf(o.finish ?? rng.pick(COLOURS));
  const base = {
    typeId: type.id, brandSlug: brand.slug, vatRate: type.vatRate ?? 22, pg18: type.pg18 ?? false,
    carbon: isCarbon(material), extendedFields: extendedFields(rng, type, material),
    createdAt: new Date(ctx.now - rng.int(0, 364) * DAY - rng.int(0, DAY - 1)),
  };
  const slug = ids.slug(compose([type.noun, brand.name, o.model, o.finish?.code ?? '']).it);
  const sku = ids.sku(type.id.split('-').map((w) => w[0]).join('').toUpperCase());
  const sets = type.axes.length > 0 && o.budget >= 2 ? variantOptionSets(rng, type.axes, Math.min(o.variantCap, o.budget - 1)) : [];
  const main = push(ctx, {
    ...base, grade: sets.length > 0 ? 'container' : 'simple', containerRef: null, sku, slug, name,
    description: description(rng, type), categorySlug: type.category, ...simpleStock(rng, type.stock === 'untracked-often'),
    cartMin: type.cartMin ?? null, cartMax: type.cartMax ?? (sets.length === 0 && rng.chance(0.03) ? 2 : null),
    priceGross: price, priceDiscounted: percent ? discounted(price, percent) : null, highlighted: o.highlighted,
    options: [], images: sets.length === 0 ? pictures(ctx, type.draw, colour, brand.name, o.style, name) : [],
  });
  if (sets.length === 0) return main;

  const madeToOrder = type.group === 'bike' && rng.chance(0.25);
  const soldOut = rng.chance(0.06);
  const variants = sets.map((options: OptionRef[]) => {
    const colourCode = options.find((opt) => opt.attribute === 'colore')?.code;
    const option = colourCode ? colourOf(colourCode) : undefined;
    const variantColour = option ? paintOf(option) : colour;
    const premium = colourCode === 'carbonio-oro' ? roundToShelf(Math.round(price * 1.1)) : price;
    const codes = options.map((opt) => opt.code);
    const variantName = compose([name, '–', compose(options.map((opt) => optionValue(opt.attribute, opt.code)), ', ')]);
    return push(ctx, {
      ...base, grade: 'variant', containerRef: main.ref, sku: `${sku}-${codes.join('-').toUpperCase()}`,
      slug: ids.slug(`${slug} ${codes.join(' ')}`), name: variantName, description: main.description, categorySlug: null,
      ...variantStock(rng, madeToOrder, soldOut), cartMin: null, cartMax: null,
      priceGross: premium, priceDiscounted: percent ? discounted(premium, percent) : null, highlighted: false, options,
      images: pictures(ctx, type.draw, variantColour, brand.name, o.style, variantName),
    });
  });
  // The container shows the 'from' price and the stock of its tracked variants.
  const tracked = variants.filter((v) => v.stockOn);
  main.priceGross = Math.min(...variants.map((v) => v.priceGross));
  main.priceDiscounted = percent ? Math.min(...variants.map((v) => v.priceDiscounted ?? v.priceGross)) : null;
  main.stockOn = tracked.length > 0;
  main.stockQuantity = tracked.reduce((n, v) => n + v.stockQuantity, 0);
  main.available = true;
  main.images = variants[0]?.images ?? main.images;
  return main;
}
