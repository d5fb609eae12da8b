import type { BreadcrumbList, Organization, Product, SearchAction, WebSite, WithActionConstraints, WithContext } from 'schema-dts';
import type { Article, CatalogueResult } from '../../contract/catalogue';
import type { Lang } from '../../contract/langs';
import type { Shop } from '../../contract/shop';
import { localizePath } from '../lib/lang-path';

// JSON-LD of public pages (schema.org), written into the server-rendered head so search engines
// read the company, the product, its price and availability, and where the page sits in the shop.
// Typed with schema-dts (schema.org's vocabulary as TypeScript): a property or type schema.org
// does not define fails the typecheck.

/** What a search link carries (the live search reads it: src/features/search/LiveSearch.tsx). */
const SEARCH_TERM = 'search_term_string';

const absolute = (origin: string, url: string) => (/^https?:/.test(url) ? url : `${origin}${url}`);
const euros = (cents: number) => (cents / 100).toFixed(2);

/** The company behind the shop: names, contacts, VAT number, registered address, social profiles. */
export function organizationLd(shop: Pick<Shop, 'name' | 'company' | 'social'>, origin: string): WithContext<Organization> {
  const { company } = shop;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: shop.name,
    legalName: company.legalName,
    url: `${origin}/`,
    logo: `${origin}/icons/icon-512.png`,
    email: company.email,
    telephone: company.phone,
    vatID: company.vatNumber,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.street,
      postalCode: company.zipcode,
      addressLocality: company.city,
      addressRegion: company.province,
      addressCountry: company.country,
    },
    ...(shop.social.length > 0 ? { sameAs: shop.social.map((link) => link.url) } : {}),
  };
}

/** The shop as a web site, with the search engines' search box bound to the live search. */
export function webSiteLd(shop: Pick<Shop, 'name'>, origin: string, lang: Lang, hreflang: string): WithContext<WebSite> {
  const home = `${origin}${localizePath('/', lang)}`;
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${home}?cerca={${SEARCH_TERM}}` },
    'query-input': `required name=${SEARCH_TERM}`,
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: shop.name,
    url: home,
    inLanguage: hreflang,
    publisher: { '@id': `${origin}/#organization` },
    potentialAction: search,
  };
}

interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbLd(crumbs: readonly Crumb[], origin: string): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem', position: index + 1, name: crumb.name, item: `${origin}${crumb.path}`,
    })),
  };
}

export function productLd(article: Article, pageUrl: string, origin: string, description: string): WithContext<Product> {
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
