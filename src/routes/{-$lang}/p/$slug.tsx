import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadProduct, ProductPage } from '../../../features/product';

// The loader's product name is the page title; 'Prodotto' is only the route's generic name.
export const Route = createFileRoute('/{-$lang}/p/$slug')({
  staticData: { title: msg`Prodotto`, routeName: 'singleArticle' },
  loader: ({ context, params }) => loadProduct(context.queryClient, context.lang, params.slug),
  component: ProductRoute,
});

function ProductRoute() {
  const { slug } = Route.useParams();
  return <ProductPage slug={slug} />;
}
