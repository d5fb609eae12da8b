import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { listingQuery, type ListingParams, type ListingTarget } from '../../lib/catalogue-api';
import { useLang } from '../../lib';
import { paramsFromSearch, searchFromParams } from './listing-search';

/** The listing's params, read from the URL (already validated by the route). */
export function useListingParams(): ListingParams {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  return useMemo(() => paramsFromSearch(search), [search]);
}

/** Moves the listing to new params: a new history entry on the same route, so back/forward step through them. */
export function useSetListingParams(): (params: ListingParams) => void {
  const navigate = useNavigate();
  return useCallback((params: ListingParams) => {
    void navigate({ to: '.', search: searchFromParams(params) as never });
  }, [navigate]);
}

/**
 * The listing's current page. Within one department the previous answer stays while the next
 * loads (filters, sort and counts do not flicker); `changing` says the grid shows older cards.
 */
export function useListing(target: ListingTarget, params: ListingParams) {
  const lang = useLang();
  const query = useQuery({
    ...listingQuery(lang, target, params),
    placeholderData: (previous, previousQuery) =>
      previousQuery && previousQuery.queryKey[3] === (target.slug ?? null) && previousQuery.queryKey[4] === (target.brand ?? null)
        ? keepPreviousData(previous)
        : undefined,
  });
  return { ...query, changing: query.isPlaceholderData };
}
