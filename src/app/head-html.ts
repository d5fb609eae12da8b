import { t } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import type { Image } from '../../contract/image';
import type { Lang } from '../../contract/langs';
import { SLIDE_IMAGE_SIZES } from '../ui/slides/SlideContent';
import { GALLERY_IMAGE_SIZES } from '../features/product/gallery/Gallery';
import { CATALOGUE_KEY, articleQuery, promoPageQuery } from '../lib/catalogue-api';
import { IMAGE_SIZES } from '../../contract/image-sources';
import { gridCardSizes } from '../ui/ArticleGrid';
import type { CatalogueResult } from '../../contract/catalogue';
import { i18n } from '../lib/i18n/catalogs';
import { shopQuery } from '../lib/shop-query';
import { imagePreloads } from '../ui/image-sources';
import type { PageHead } from './head';
import type { createAppRouter } from './router';
import { breadcrumbLd, crumbsOfPath, listingCrumbs, organizationLd, productLd, webSiteLd } from './structured-data';

// The server-rendered head of a public page: what applyHead (head.ts) sets on the client, plus
// Open Graph, JSON-LD and the preload of the page's largest image (docs/decisions/080-ssr.md).

type AppRouter = ReturnType<typeof createAppRouter>;

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
/** JSON inside <script>: `<` escaped so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const OG_LOCALE: Record<Lang, string> = { it: 'it_IT', en: 'en_GB', fr: 'fr_FR', es: 'es_ES', de: 'de_DE' };

function preloadImage(image: Image | null | undefined, sizes: string): string {
  if (!image) return '';
  // The very files the <picture> picks (its AVIF sources, phones' capped at 576), each for its media.
  return imagePreloads(image, sizes).map((source) => {
    const media = source.media ? ` media="${escapeHtml(source.media)}"` : '';
    return `<link rel="preload" as="image" type="${source.type}" imagesrcset="${escapeHtml(source.srcSet)}" imagesizes="${escapeHtml(source.sizes)}"${media} fetchpriority="high">`;
  }).join('');
}

interface PageData {
  router: AppRouter;
  queryClient: QueryClient;
}

export function renderHeadHtml(head: PageHead, { router, queryClient }: PageData): string {
  const origin = new URL(head.canonical).origin;
  const lang = head.lang;
  const shop = queryClient.getQueryData(shopQuery(lang).queryKey);
  const routeId = router.state.matches.at(-1)?.routeId ?? '';
  const params = router.state.matches.at(-1)?.params as Record<string, string | undefined>;
  const home = t(i18n)`Home`;
  const lines = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    ...(head.robots ? [`<meta name="robots" content="${escapeHtml(head.robots)}">`] : []),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" data-page-head>`,
    ...head.alternates.map((a) => `<link rel="alternate" href="${escapeHtml(a.href)}" hreflang="${escapeHtml(a.hreflang)}" data-page-head>`),
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(head.canonical)}">`,
    `<meta property="og:locale" content="${OG_LOCALE[lang]}">`,
    ...(shop ? [`<meta property="og:site_name" content="${escapeHtml(shop.name)}">`] : []),
  ];
  const jsonLd: unknown[] = [];
  let ogImage: Image | null | undefined;
  let ogType = 'website';
  if (routeId.endsWith('/p/$slug') && params.slug) {
    const article = queryClient.getQueryData(articleQuery(lang, params.slug).queryKey);
    if (article) {
      const first = article.imgs[0] ?? article.img;
      ogImage = first;
      ogType = 'product';
      lines.push(preloadImage(first, GALLERY_IMAGE_SIZES));
      jsonLd.push(productLd(article, head.canonical, origin, head.description));
      const crumbs = crumbsOfPath(home, article.categories, lang);
      jsonLd.push(breadcrumbLd([...crumbs, { name: article.name, path: new URL(head.canonical).pathname }], origin));
    }
  } else if (routeId.includes('/d/')) {
    const listing = queryClient
      .getQueriesData<CatalogueResult>({ queryKey: [CATALOGUE_KEY, 'listing', lang] })
      .find(([, data]) => data)?.[1];
    if (listing) {
      ogImage = listing.department?.cover ?? listing.docs[0]?.img;
      jsonLd.push(breadcrumbLd(listingCrumbs(home, listing, lang, t(i18n)`Negozio`), origin));
    }
  } else if (routeId.endsWith('/l/$slug') && params.slug) {
    const promo = queryClient.getQueryData(promoPageQuery(lang, params.slug).queryKey);
    if (promo) {
      // The cover is the largest paint; without one, the first card (loaded eagerly by the grid).
      const firstCard = promo.articles[0]?.img;
      ogImage = promo.cover ?? firstCard;
      lines.push(promo.cover ? preloadImage(promo.cover, IMAGE_SIZES.fullWidth) : preloadImage(firstCard, gridCardSizes(4)));
      jsonLd.push(breadcrumbLd([...crumbsOfPath(home, [], lang), { name: promo.label, path: new URL(head.canonical).pathname }], origin));
    }
  } else if (routeId === '/{-$lang}/' && shop) {
    const first = shop.slides[0];
    ogImage = first?.img;
    // The hero's first slide is the largest paint (a video slide shows no image).
    if (first && !first.video) lines.push(preloadImage(first.img, SLIDE_IMAGE_SIZES));
    jsonLd.push(organizationLd(shop, origin), webSiteLd(shop, origin, lang, shop.langs.data.allowed.find((l) => l.value === lang)?.hreflang ?? lang));
  }
  lines.push(`<meta property="og:type" content="${ogType}">`);
  if (ogImage) lines.push(`<meta property="og:image" content="${escapeHtml(`${origin}${ogImage.url}/1080.webp`)}">`);
  for (const item of jsonLd) lines.push(`<script type="application/ld+json">${scriptJson(item)}</script>`);
  return lines.filter(Boolean).join('\n    ');
}
