import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ListingPage } from '../../../features/catalogue/ListingPage';
import { validateListingSearch } from '../../../features/catalogue/listing-search';

const target = {};

// The shop root: every article. Listing state is in the URL (docs/decisions/050-listing-url.md).
export const Route = createFileRoute('/{-$lang}/d/')({
  staticData: { title: msg`Negozio`, routeName: 'articles' },
  validateSearch: validateListingSearch,
  component: () => <ListingPage target={target} />,
});
