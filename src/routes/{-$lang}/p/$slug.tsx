import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
// Each from its own file: the features' indexes would tie the page's code to the loader's, which
// the route tree loads with the app (decision 084).
import { ProductCartControls } from '../../../features/cart/product/ProductCartControls';
import { loadProduct } from '../../../features/product/page/load-product';
import { ProductPage } from '../../../features/product/page/ProductPage';

// The loader's product name is the page title; 'Prodotto' is only the route's generic name.
export const Route = createFileRoute('/{-$lang}/p/$slug')({
  staticData: { title: msg`Prodotto`, routeName: 'singleArticle' },
  loader: ({ context, params }) => loadProduct(context.queryClient, context.lang, params.slug),
  component: ProductRoute,
});

function ProductRoute() {
  const { slug } = Route.useParams();
  // The cart's quantity field and add-to-cart button go in the product page's purchase slot.
  return <ProductPage slug={slug} purchase={(purchase) => <ProductCartControls purchase={purchase} />} />;
}
