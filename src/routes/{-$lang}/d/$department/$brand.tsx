import { createFileRoute } from '@tanstack/react-router';
import { guardListing } from '../../../../features/catalogue/listing-guard';
import { listingQuery } from '../../../../lib/catalogue-api';
import { loadForServerRender } from '../../../../lib/server-prefetch';
import { ListingPage } from '../../../../features/catalogue/ListingPage';
import { paramsFromSearch, validateListingSearch } from '../../../../features/catalogue/listing-search';

// A department narrowed to one brand. No fixed title: the server's meta names both.
export const Route = createFileRoute('/{-$lang}/d/$department/$brand')({
  staticData: { routeName: 'articles' },
  validateSearch: validateListingSearch,
  beforeLoad: ({ params, context, location }) =>
    guardListing(context.queryClient, context.lang, { slug: params.department, brand: params.brand }, location),
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    loadForServerRender(context.queryClient, listingQuery(context.lang, { slug: params.department, brand: params.brand }, paramsFromSearch(deps))),
  component: BrandListing,
});

function BrandListing() {
  const { department, brand } = Route.useParams();
  return <ListingPage key={`${department}/${brand}`} target={{ slug: department, brand }} />;
}
