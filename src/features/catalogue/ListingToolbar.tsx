import { Plural, Trans } from '@lingui/react/macro';
import type { SortKey } from '../../../contract/catalogue';
import { openDrawer } from '../../shell';
import { GridSwitch } from './GridSwitch';
import { SortSelect } from './SortSelect';
import styles from './Listing.module.css';

/** Above the grid: categories (phones), product count, sort, grid switch (desktop), 'Filtra e ordina'. */
export function ListingToolbar({ count, sort, activeFilters, onSort, onOpenFilters }: {
  count: number | undefined;
  sort: SortKey | undefined;
  activeFilters: number;
  onSort: (sort: SortKey | undefined) => void;
  onOpenFilters: () => void;
}) {
  return (
    <div className={styles.toolbar}>
      <button type="button" className={`btn btn-ghost ${styles.categoriesButton}`} onClick={() => openDrawer('categories')}>
        <Trans>Categorie</Trans>
      </button>
      <p className={styles.count} data-testid="product-count" aria-live="polite">
        {count === undefined ? '\u00a0' : <Plural value={count} one="# prodotto" other="# prodotti" />}
      </p>
      <div className={styles.toolbarEnd}>
        <SortSelect value={sort} onChange={onSort} />
        <GridSwitch />
        <button type="button" className={`btn ${styles.filterButton}`} onClick={onOpenFilters} aria-haspopup="dialog">
          <Trans>Filtra e ordina</Trans>
          {activeFilters > 0 ? <span className={styles.filterCount}>{activeFilters}</span> : null}
        </button>
      </div>
    </div>
  );
}
