import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { Lang } from '../../../../contract/langs';
import { articleQuery, isNotFound } from '../../../lib/catalogue-api';
import type { LoadedPageHead } from '../../../lib/route-static-data';
import { plainText } from '../description/description-text';

/**
 * The product route's loader: the article in the cache before the page renders, the page's title
 * (the product's name; the title rule appends ' | Bikes & Components') and description from it.
 * An unknown product (404) replaces the route with /404 (docs/product/catalogue.md#product-page).
 */
export async function loadProduct(queryClient: QueryClient, lang: Lang, slug: string): Promise<{ pageHead: LoadedPageHead }> {
  try {
    const article = await queryClient.ensureQueryData(articleQuery(lang, slug));
    return { pageHead: { title: article.name, description: plainText(article.description) || undefined } };
  } catch (error) {
    if (isNotFound(error)) throw redirect({ href: '/404', replace: true });
    throw error;
  }
}
