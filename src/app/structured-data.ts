import type { Article, CatalogueResult } from '../../contract/catalogue';
import type { Shop } from '../../contract/shop';
import { localizePath } from '../lib/lang-path';

// JSON-LD of public pages (schema.org), written into the server-rendered head so search engines
// read the product, its price and availability, and where the page sits in the shop.

type JsonLd = Record<string, unknown>;

const absolute = (origin: string, url: string) => (/^https?:/.test(url) ? url : `${origin}${url}`);
const euros = (cents: number) => (cents / 100).toFixed(2);

export function organizationLd(shop: Pick<Shop, 'name'>, origin: string): JsonLd {
  return { '@context': 'https://schema.org', '@type': 'Organization', name: shop.name, url: `${origin}/`, logo: `${origin}/icons/icon-512.png` };
}

interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbLd(crumbs: readonly Crumb[], origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem', position: index + 1, name: crumb.name, item: `${origin}${crumb.path}`,
    })),
  };
}

export function productLd(article: Article, pageUrl: string, origin: string, description: string): JsonLd {
  const images = (article.imgs.length > 0 ? article.imgs : article.img ? [article.img] : []).map((img) => absolute(origin, `${img.url}/1080.webp`));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: article.name,
    sku: article.sku,
    ...(description ? { description } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    ...(article.brand ? { brand: { '@type': 'Brand', name: article.brand.name } } : {}),
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      priceCurrency: 'EUR',
      price: euros(article.prices.discounted ?? article.prices.gross),
      availability: article.available && !article.outOfStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

/** Home › department › … › page, from a category dot path (`bici.strada`). */
export function crumbsOfPath(
  home: string,
  categories: readonly { path: string; name: string; slug: string }[],
  lang: Parameters<typeof localizePath>[1],
): Crumb[] {
  return [{ name: home, path: localizePath('/', lang) }, ...categories.map((c) => ({ name: c.name, path: localizePath(`/d/${c.slug}`, lang) }))];
}

export function listingCrumbs(home: string, listing: CatalogueResult, lang: Parameters<typeof localizePath>[1], shopLabel: string): Crumb[] {
  const crumbs: Crumb[] = [{ name: home, path: localizePath('/', lang) }, { name: shopLabel, path: localizePath('/d', lang) }];
  const subject = listing.department;
  if (subject) {
    crumbs.push({ name: subject.name, path: localizePath(`/d/${subject.slug}`, lang) });
    if (subject.brand) crumbs.push({ name: subject.brand.name, path: localizePath(`/d/${subject.slug}/${subject.brand.slug}`, lang) });
  }
  return crumbs;
}
