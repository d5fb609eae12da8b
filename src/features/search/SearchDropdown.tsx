import { Trans, useLingui } from '@lingui/react/macro';
import type { SearchGroup, SearchGroupKey, SearchOption } from './search-options';
import { SearchOptionRow } from './SearchOptionRow';
import styles from './LiveSearch.module.css';

interface SearchDropdownProps {
  listboxId: string;
  optionId: (index: number) => string;
  open: boolean;
  groups: SearchGroup[];
  activeIndex: number | null;
  term: string;
  searching: boolean;
  failed: boolean;
  /** An answer for the term has arrived (so an empty list means 'no results'). */
  answered: boolean;
  onChoose: (option: SearchOption) => void;
}

/**
 * The results under the field: a loading line, 'no results' or an error line, and the grouped
 * listbox (role=group per kind, labelled by its heading). Mouse presses inside keep the focus in
 * the input, as the combobox pattern wants.
 */
export function SearchDropdown(props: SearchDropdownProps) {
  const { t } = useLingui();
  const { listboxId, optionId, open, groups, activeIndex, term, searching, failed, answered, onChoose } = props;
  const groupLabel: Record<SearchGroupKey, string> = {
    departments: t`Reparti`,
    categories: t`Categorie`,
    brands: t`Marche`,
    articles: t`Articoli`,
    pagesPromos: t`Promozioni`,
  };
  const empty = answered && groups.length === 0 && !searching;

  return (
    <div className={styles.dropdown} hidden={!open} onMouseDown={(event) => event.preventDefault()} data-testid="search-dropdown">
      {searching ? (
        <p className={styles.status} data-testid="search-loading">
          <span className={styles.spinner} aria-hidden="true" />
          <Trans>Ricerca in corso…</Trans>
        </p>
      ) : null}
      {failed ? <p className={styles.status}><Trans>La ricerca non è riuscita: riprova tra poco.</Trans></p> : null}
      {empty ? <p className={styles.status}><Trans>Nessun risultato per «{term}»</Trans></p> : null}
      <div role="listbox" id={listboxId} aria-label={t`Risultati della ricerca`} className={styles.listbox}>
        {groups.map((group) => {
          const headingId = `${listboxId}-${group.key}`;
          return (
            <ul key={group.key} role="group" aria-labelledby={headingId} className={styles.group}>
              <li role="presentation" id={headingId} className={styles.groupLabel}>{groupLabel[group.key]}</li>
              {group.options.map((option) => (
                <SearchOptionRow key={option.href} option={option} id={optionId(option.index)}
                  active={option.index === activeIndex} onChoose={onChoose} />
              ))}
            </ul>
          );
        })}
      </div>
    </div>
  );
}
