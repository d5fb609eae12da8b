import { createFileRoute } from '@tanstack/react-router';
import { guardListing } from '../../../../features/catalogue/listing-guard';
import { ListingPage } from '../../../../features/catalogue/ListingPage';
import { validateListingSearch } from '../../../../features/catalogue/listing-search';

// A department, category or brand listing. No fixed title: the server's meta names the department.
export const Route = createFileRoute('/{-$lang}/d/$department/')({
  staticData: { routeName: 'articles' },
  validateSearch: validateListingSearch,
  // /d/{slug}; a dotted category path (/d/bici.bici-gravel) is redirected to it (decision 090).
  beforeLoad: ({ params, context, location }) => guardListing(context.queryClient, context.lang, { slug: params.department }, location),
  component: DepartmentListing,
});

function DepartmentListing() {
  const { department } = Route.useParams();
  return <ListingPage key={department} target={{ slug: department }} />;
}
