import { createFileRoute } from '@tanstack/react-router';
import { guardListing } from '../../../../features/catalogue/listing-guard';
import { listingQuery } from '../../../../lib/catalogue-api';
import { loadForServerRender } from '../../../../lib/server-prefetch';
import { ListingPage } from '../../../../features/catalogue/ListingPage';
import { paramsFromSearch, validateListingSearch } from '../../../../features/catalogue/listing-search';

// A department, category or brand listing. No fixed title: the server's meta names the department.
export const Route = createFileRoute('/{-$lang}/d/$department/')({
  staticData: { routeName: 'articles' },
  validateSearch: validateListingSearch,
  // /d/{slug}; a dotted category path (/d/bici.bici-gravel) is redirected to it (decision 090).
  beforeLoad: ({ params, context, location }) => guardListing(context.queryClient, context.lang, { slug: params.department }, location),
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    loadForServerRender(context.queryClient, listingQuery(context.lang, { slug: params.department }, paramsFromSearch(deps))),
  component: DepartmentListing,
});

function DepartmentListing() {
  const { department } = Route.useParams();
  return <ListingPage key={department} target={{ slug: department }} />;
}
