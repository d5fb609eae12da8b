import { useLingui } from '@lingui/react/macro';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { localizePath, useLang } from '../../lib';
import { useTypedBeforeWaking } from '../../ui/form/use-typed-before-waking';
import { BackIcon, ClearIcon, SearchIcon } from './icons';
import { SearchDropdown } from './SearchDropdown';
import { SearchStatus } from './SearchStatus';
import { searchGroups, type SearchOption } from './search-options';
import { useLiveSearch } from './useLiveSearch';
import { handleSearchKey } from './search-keys';
import styles from './LiveSearch.module.css';

/** The query parameter of a search link (`/?cerca=telaio`), and the longest term it may carry. */
export const SEARCH_LINK_PARAM = 'cerca';
const SEARCH_LINK_MAX = 100;

/** The term of a search link ('' without one); the router reads `?cerca=29` as a number. */
function searchLinkTerm(search: Record<string, unknown>): string {
  const value = search[SEARCH_LINK_PARAM];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim().slice(0, SEARCH_LINK_MAX) : '';
}

/**
 * The navbar's live search box (docs/product/catalogue.md#search): a WAI-ARIA combobox whose grouped results
 * drop down under the field. On narrow screens it is an icon button that unfolds a full-width field.
 */
export function LiveSearch() {
  const { t } = useLingui();
  const lang = useLang();
  const router = useRouter();
  const search = useLiveSearch();
  const groups = useMemo(() => searchGroups(search.result), [search.result]);
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [unfolded, setUnfolded] = useState(false);
  // The active option belongs to one list of options: a new answer starts with none active.
  const [active, setActiveState] = useState<{ options: SearchOption[]; index: number | null }>({ options, index: null });
  const activeIndex = active.options === options ? active.index : null;
  const setActive = (index: number | null) => setActiveState({ options, index });
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeWaking(input, search.value, search.change);
  const toggle = useRef<HTMLButtonElement>(null);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const listOpen = focused && !dismissed && search.term !== '';

  // A search engine's search box and shared links open the shop at /?cerca=term (the WebSite
  // SearchAction of the home page's structured data): the field opens with the term and its
  // results. Read from the router's location, so the server renders the field the same way.
  const linkTerm = useRouterState({ select: (state) => searchLinkTerm(state.location.search) });
  const [openedFor, setOpenedFor] = useState('');
  if (linkTerm !== '' && linkTerm !== openedFor) {
    setOpenedFor(linkTerm);
    setUnfolded(true);
    search.searchNow(linkTerm);
  }
  // Focus (which shows the results) once the field is on screen.
  useEffect(() => {
    if (openedFor !== '') input.current?.focus();
  }, [openedFor]);

  useEffect(() => {
    if (activeIndex !== null) document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  });

  const fold = () => {
    // The icon is hidden while unfolded: show it first, then give it the focus back.
    flushSync(() => setUnfolded(false));
    toggle.current?.focus();
  };
  const choose = (option: SearchOption) => {
    search.clear();
    setUnfolded(false);
    void router.navigate({ href: localizePath(option.href, lang) });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => handleSearchKey(event, {
    options, activeIndex, listOpen, value: search.value, setActive, choose,
    openList: () => setDismissed(false),
    closeList: () => setDismissed(true),
    clear: search.clear,
    leave: () => (unfolded ? fold() : undefined),
  });

  return (
    <div className={styles.root} data-unfolded={unfolded || undefined}>
      <button ref={toggle} type="button" className={`${styles.iconButton} ${styles.toggle}`}
        aria-label={t`Cerca`} aria-expanded={unfolded}
        onClick={() => {
          // Focus inside the tap itself, so phones open the keyboard.
          flushSync(() => setUnfolded(true));
          input.current?.focus();
        }}>
        <SearchIcon />
      </button>
      <div role="search" className={styles.panel}>
        <button type="button" className={`${styles.iconButton} ${styles.back}`} aria-label={t`Chiudi la ricerca`}
          onClick={() => { search.clear(); fold(); }}>
          <BackIcon />
        </button>
        <div className={styles.field}>
          <SearchIcon size={20} className={styles.fieldIcon} />
          <input
            ref={input}
            type="search"
            className={styles.input}
            role="combobox"
            aria-label={t`Cerca nel negozio`}
            placeholder={t`Cerca bici, componenti, marche…`}
            aria-autocomplete="list"
            aria-expanded={listOpen}
            aria-controls={listboxId}
            aria-activedescendant={listOpen && activeIndex !== null ? optionId(activeIndex) : undefined}
            autoComplete="off"
            enterKeyHint="search"
            value={search.value}
            onChange={(event) => { search.change(event.target.value); setDismissed(false); }}
            onFocus={() => { setFocused(true); setDismissed(false); }}
            onBlur={() => setFocused(false)}
            onKeyDown={onKeyDown}
          />
          {search.value !== '' ? (
            <button type="button" className={`${styles.iconButton} ${styles.clear}`} aria-label={t`Cancella la ricerca`}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => { search.clear(); input.current?.focus(); }}>
              <ClearIcon size={18} />
            </button>
          ) : null}
        </div>
        <SearchDropdown listboxId={listboxId} optionId={optionId} open={listOpen} groups={groups}
          activeIndex={activeIndex} term={search.term} searching={search.searching} failed={search.failed}
          answered={search.result !== undefined} onChoose={choose} />
        <SearchStatus term={search.term} count={options.length} searching={search.searching}
          failed={search.failed} answered={search.result !== undefined} />
      </div>
    </div>
  );
}
