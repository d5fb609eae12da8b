import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { Lang } from '../../../contract/langs';
import type { ListingTarget } from '../../lib/catalogue-api';
import { shopQuery } from '../../lib';
import { listingSubject } from './listing-subject';

/**
 * A listing route's beforeLoad: an unknown department, category or brand slug goes to /404 before
 * anything renders (the shop, loaded at start-up, lists them all). The listing call's own 404 is
 * the fallback when the shop is not known yet.
 */
export function redirectUnknownListing(queryClient: QueryClient, lang: Lang, target: ListingTarget): void {
  const shop = queryClient.getQueryData(shopQuery(lang).queryKey);
  if (shop && listingSubject(shop, target, '') === null) throw redirect({ href: '/404', replace: true });
}
