// The lines of a cart with what the checkout shows of each article. Provisional: the cart issue
// refines availability (bundles, variants' containers) and promo lines.
import { asc, eq, inArray } from 'drizzle-orm';
import type { CartItem } from '../../contract/checkout.js';
import type { Lang } from '../../contract/i18n-text.js';
import type { Db } from '../db/client.js';
import { articleImages, articles, attributeOptions, attributes, brands, cartItems, variantOptions } from '../db/schema.js';
import { translate } from './i18n.js';
import { loadImageSizes, toImage } from './images.js';

export interface CartLine {
  item: CartItem;
  vatRate: number;
  purchasable: boolean;
  pg18: boolean;
}

async function firstImages(db: Db, articleIds: number[]) {
  const rows = await db.select({ articleId: articleImages.articleId, key: articleImages.imageKey }).from(articleImages)
    .where(inArray(articleImages.articleId, articleIds)).orderBy(asc(articleImages.position), asc(articleImages.id));
  const first = new Map<number, string>();
  for (const r of rows) if (!first.has(r.articleId)) first.set(r.articleId, r.key);
  return first;
}

async function chosenOptions(db: Db, articleIds: number[], lang: Lang) {
  const rows = await db.select({ variantId: variantOptions.variantId, attribute: attributes.name, value: attributeOptions.value })
    .from(variantOptions)
    .innerJoin(attributeOptions, eq(attributeOptions.id, variantOptions.optionId))
    .innerJoin(attributes, eq(attributes.id, attributeOptions.attributeId))
    .where(inArray(variantOptions.variantId, articleIds))
    .orderBy(asc(attributes.position), asc(attributes.id));
  const byArticle = new Map<number, CartItem['options']>();
  for (const r of rows) {
    const list = byArticle.get(r.variantId) ?? [];
    list.push({ attribute: translate(r.attribute, lang), value: translate(r.value, lang) });
    byArticle.set(r.variantId, list);
  }
  return byArticle;
}

export async function loadCartLines(db: Db, cartId: string, lang: Lang): Promise<CartLine[]> {
  const rows = await db.select({ line: cartItems, article: articles, brand: { name: brands.name, slug: brands.slug } })
    .from(cartItems)
    .innerJoin(articles, eq(articles.id, cartItems.articleId))
    .leftJoin(brands, eq(brands.id, articles.brandId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.article.id);
  const [imageKeys, options] = await Promise.all([firstImages(db, ids), chosenOptions(db, ids, lang)]);
  const sizes = await loadImageSizes(db, imageKeys.values());
  return rows.map(({ line, article, brand }) => {
    const name = translate(article.name, lang);
    const unit = article.priceDiscounted ?? article.priceGross;
    const discount = article.priceDiscounted === null ? 0 : Math.round((1 - article.priceDiscounted / article.priceGross) * 100);
    const img = toImage(sizes, imageKeys.get(article.id), name);
    const inStock = !article.stockOn || article.stockQuantity >= line.quantity;
    return {
      vatRate: article.vatRate,
      purchasable: article.available && inStock,
      pg18: article.pg18,
      item: {
        id: line.id, articleId: article.id, name, sku: article.sku, slug: article.slug,
        ...(img ? { img } : {}), ...(brand ? { brand } : {}),
        quantity: line.quantity,
        prices: {
          gross: article.priceGross,
          ...(article.priceDiscounted === null ? {} : { discounted: article.priceDiscounted }),
          discount,
          total: unit * line.quantity,
        },
        grade: article.grade,
        options: options.get(article.id) ?? [],
      },
    };
  });
}
