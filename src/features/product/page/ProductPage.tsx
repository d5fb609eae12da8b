import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { articleQuery } from '../../../lib/catalogue-api';
import { useLang } from '../../../lib';
import { containerIdOf } from '../selection/useProductVariant';
import type { ProductPurchase } from '../purchase/product-purchase';
import { ProductView } from './ProductView';

export interface ProductPageProps {
  slug: string;
  /**
   * The cart issue's quantity field and add-to-cart button, given the purchase state; without it
   * an empty, marked slot (data-testid="product-cart-slot") holds their place.
   */
  purchase?: (purchase: ProductPurchase) => ReactNode;
}

/**
 * /p/{slug} (docs/product/catalogue.md#product-page). The route's loader has the article in the cache
 * (and sends unknown slugs to /404). Another product remounts the view; a sibling variant of the
 * same container keeps it, so open selectors and choices survive the route replace.
 */
export function ProductPage({ slug, purchase }: ProductPageProps) {
  const lang = useLang();
  const article = useSuspenseQuery(articleQuery(lang, slug)).data;
  return <ProductView key={containerIdOf(article) ?? article.id} article={article} purchase={purchase} />;
}
