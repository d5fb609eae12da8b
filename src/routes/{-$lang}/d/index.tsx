import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { listingQuery } from '../../../lib/catalogue-api';
import { loadForServerRender } from '../../../lib/server-prefetch';
import { ListingPage } from '../../../features/catalogue/ListingPage';
import { paramsFromSearch, validateListingSearch } from '../../../features/catalogue/listing-search';

const target = {};

// The shop root: every article. Listing state is in the URL (docs/decisions/050-listing-url.md).
export const Route = createFileRoute('/{-$lang}/d/')({
  staticData: { title: msg`Negozio`, routeName: 'articles' },
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    loadForServerRender(context.queryClient, listingQuery(context.lang, {}, paramsFromSearch(deps))),
  component: () => <ListingPage target={target} />,
});
