import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { ListingParams } from '../../lib/catalogue-api';
import { closeDrawer, openDrawer, useDrawerOpen } from '../../shell';
import { sameFilters } from './filter-draft';
import type { FilterDraft } from './FilterDrawer';
import { filtersOf, withFilters } from './listing-search';

/**
 * The drawer's draft and its life: opening copies the URL's filters and sort into the draft;
 * closing it any way (docs/product/catalogue.md#sort-and-filters) applies the draft, unless the page moved meanwhile
 * (back button, a link) — then the draft is dropped rather than pushed onto another listing.
 */
export function useFilterDrawer(params: ListingParams, setParams: (params: ListingParams) => void) {
  const open = useDrawerOpen('filters');
  const href = useRouterState({ select: (state) => state.location.href });
  const [draft, setDraft] = useState<FilterDraft>({ sort: undefined, filters: {} });
  const openedAt = useRef<string | null>(null);

  useEffect(() => {
    if (open || openedAt.current === null) return;
    const from = openedAt.current;
    openedAt.current = null;
    if (from !== href) return;
    if (sameFilters(draft.filters, filtersOf(params)) && draft.sort === params.sort) return;
    setParams({ ...withFilters(params, draft.filters), sort: draft.sort });
  }, [open, href, draft, params, setParams]);

  return {
    draft,
    setDraft,
    openFilters: () => {
      setDraft({ sort: params.sort, filters: filtersOf(params) });
      openedAt.current = href;
      openDrawer('filters');
    },
    /** Reset: every filter and the sort cleared, the query emptied, the drawer closed. */
    reset: () => {
      openedAt.current = null;
      setDraft({ sort: undefined, filters: {} });
      setParams({});
      closeDrawer('filters');
    },
    show: () => closeDrawer('filters'),
  };
}
