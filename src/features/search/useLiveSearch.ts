import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SearchResult } from '../../../contract/search';
import { useLang } from '../../lib';
import { searchQuery } from '../../lib/catalogue-api';

/** docs/product/catalogue.md#search: the search runs 800 ms after typing stops. */
export const SEARCH_DEBOUNCE_MS = 800;

export interface LiveSearch {
  /** What the field shows. */
  value: string;
  /** What was last searched (the trimmed value after the pause); '' means nothing is shown. */
  term: string;
  change: (value: string) => void;
  /** Shows and searches `value` at once, without the typing pause (a search link's term). */
  searchNow: (value: string) => void;
  clear: () => void;
  /** The answer for `term` (or, while it loads, the answer of the previous term). */
  result: SearchResult | undefined;
  searching: boolean;
  failed: boolean;
}

/**
 * The field's value, debounced into a search term, and the cached answer for it. Answers are keyed
 * by term and language, so a late answer to an older term lands in its own entry and never shows
 * for the newer one. Clearing the value clears the results at once, without waiting.
 */
export function useLiveSearch(): LiveSearch {
  const lang = useLang();
  const [value, setValue] = useState('');
  const [term, setTerm] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = useCallback((next: string) => {
    setValue(next);
    clearTimeout(timer.current);
    const trimmed = next.trim();
    if (trimmed === '') setTerm('');
    else timer.current = setTimeout(() => setTerm(trimmed), SEARCH_DEBOUNCE_MS);
  }, []);
  const clear = useCallback(() => change(''), [change]);
  const searchNow = useCallback((next: string) => {
    clearTimeout(timer.current);
    setValue(next);
    setTerm(next.trim());
  }, []);

  const query = useQuery({
    ...searchQuery(lang, term),
    // The previous term's real answer stays on screen while the next one loads (not a placeholder
    // of a placeholder: after a clear, nothing old comes back).
    placeholderData: (_previous, previousQuery) => previousQuery?.state.data,
  });
  const active = term !== '';
  const result = active ? query.data : undefined;
  return {
    value,
    term,
    change,
    searchNow,
    clear,
    result,
    searching: active && query.isFetching,
    failed: active && query.isError && !query.isFetching,
  };
}
