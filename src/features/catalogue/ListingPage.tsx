import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { isNotFound, type ListingTarget } from '../../lib/catalogue-api';
import { storageKeys, useShop, writeStored } from '../../lib';
import { ArticleGrid, ArticleGridSkeleton } from '../../ui';
import { CategorySidebar } from './CategorySidebar';
import { EmptyListing, ListingError } from './EmptyListing';
import { FilterDrawer } from './FilterDrawer';
import { gridColumnsAtom } from './grid-columns';
import { ListingDescription, ListingHero } from './ListingHero';
import { filtersOf } from './listing-search';
import { lastDepValue, listingSubject } from './listing-subject';
import { ListingToolbar } from './ListingToolbar';
import { Pagination } from './Pagination';
import { ScrollTopButton } from './ScrollTopButton';
import { useFilterDrawer } from './use-filter-drawer';
import { useListing, useListingParams, useSetListingParams } from './use-listing';
import styles from './Listing.module.css';

/** docs/product/catalogue.md#listing: skeleton cards shown while a page of the list loads. */
export const SKELETON_CARDS = 40;

/** The department listing (/d, /d/{slug}, /d/{department}/{brand}); its state is the URL's mnkflt params. */
export function ListingPage({ target }: { target: ListingTarget }) {
  const { t } = useLingui();
  const shop = useShop();
  const navigate = useNavigate();
  const params = useListingParams();
  const setParams = useSetListingParams();
  const columns = useAtomValue(gridColumnsAtom);
  const listing = useListing(target, params);
  const filterDrawer = useFilterDrawer(params, setParams);
  const subject = listingSubject(shop, target, t`Negozio`);
  const result = listing.data;

  // Every department visit is remembered for 'back to shop' links (docs/product/catalogue.md#listing).
  const lastDep = lastDepValue(target);
  useEffect(() => {
    if (lastDep) writeStored(storageKeys.lastDep, lastDep);
  }, [lastDep]);

  useEffect(() => {
    if (isNotFound(listing.error)) void navigate({ href: '/404', replace: true });
  }, [listing.error, navigate]);

  if (!subject) return null;
  const loading = listing.isPending || listing.changing;
  const activeFilters = Object.values(filtersOf(params)).reduce<number>((sum, v) => sum + (Array.isArray(v) ? v.length : 1), 0);

  return (
    <div className={styles.listing}>
      <ListingHero subject={subject} />
      <div className={`page-width ${styles.layout}`}>
        <CategorySidebar />
        <div className={styles.main}>
          <h2 className="visually-hidden"><Trans>Prodotti</Trans></h2>
          <ListingToolbar
            count={loading ? undefined : result?.pagination.counts}
            sort={params.sort}
            activeFilters={activeFilters}
            onSort={(sort) => setParams({ ...filtersOf(params), sort })}
            onOpenFilters={filterDrawer.openFilters}
          />
          {listing.isError && !isNotFound(listing.error) && !result ? (
            <ListingError onRetry={() => void listing.refetch()} />
          ) : loading || !result ? (
            <ArticleGridSkeleton count={SKELETON_CARDS} columns={columns} />
          ) : result.docs.length === 0 ? (
            <EmptyListing onRestart={() => setParams({ sort: params.sort })} />
          ) : (
            <ArticleGrid articles={result.docs} columns={columns} eagerFirst={!subject.cover} />
          )}
          {result && !loading ? <Pagination pagination={result.pagination} params={params} /> : null}
        </div>
      </div>
      <ListingDescription subject={subject} />
      <ScrollTopButton />
      <FilterDrawer
        result={result}
        draft={filterDrawer.draft}
        onDraft={filterDrawer.setDraft}
        onReset={filterDrawer.reset}
        onShow={filterDrawer.show}
      />
    </div>
  );
}
