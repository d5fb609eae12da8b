import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { Lang } from '../../../contract/langs';
import type { ListingTarget } from '../../lib/catalogue-api';
import { shopQuery } from '../../lib';
import { localizePath } from '../../lib/lang-path';
import { canonicalListingSlug, listingHref } from './listing-path';
import { listingSubject } from './listing-subject';

/**
 * A listing route's beforeLoad. A dotted category path (/d/bici.bici-gravel) is replaced by the
 * listing's one address /d/{slug}, query and hash kept (decision 090). An unknown department,
 * category or brand slug goes to /404 before anything renders (the shop, loaded at start-up,
 * lists them all); the listing call's own 404 is the fallback when the shop is not known yet.
 */
export function guardListing(
  queryClient: QueryClient,
  lang: Lang,
  target: ListingTarget,
  location: { searchStr: string; hash: string },
): void {
  const shop = queryClient.getQueryData(shopQuery(lang).queryKey);
  const slug = target.slug === undefined ? null : canonicalListingSlug(target.slug, shop?.departments);
  if (slug !== null) {
    const hash = location.hash ? `#${location.hash}` : '';
    throw redirect({ href: `${localizePath(listingHref(slug, target.brand), lang)}${location.searchStr}${hash}`, replace: true });
  }
  if (shop && listingSubject(shop, target, '') === null) throw redirect({ href: '/404', replace: true });
}
