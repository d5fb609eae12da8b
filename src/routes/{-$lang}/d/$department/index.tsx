import { createFileRoute } from '@tanstack/react-router';
import { redirectUnknownListing } from '../../../../features/catalogue/listing-guard';
import { ListingPage } from '../../../../features/catalogue/ListingPage';
import { validateListingSearch } from '../../../../features/catalogue/listing-search';

// A department, category or brand listing. No fixed title: the server's meta names the department.
export const Route = createFileRoute('/{-$lang}/d/$department/')({
  staticData: { routeName: 'articles' },
  validateSearch: validateListingSearch,
  beforeLoad: ({ params, context }) => redirectUnknownListing(context.queryClient, context.lang, { slug: params.department }),
  component: DepartmentListing,
});

function DepartmentListing() {
  const { department } = Route.useParams();
  return <ListingPage key={department} target={{ slug: department }} />;
}
