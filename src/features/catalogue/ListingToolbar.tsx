import { Trans, useLingui } from '@lingui/react/macro';
import type { SortKey } from '../../../contract/catalogue';
import { useLang } from '../../lib';
import { countText, takesSingular } from '../../lib/i18n/count';
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
  const { t } = useLingui();
  const lang = useLang();
  // Two messages, not <Plural>, which makes an Intl.NumberFormat on the page's first render
  // (decision 178). (`countLabel`: the name is part of the translated message.)
  const productCount = (total: number) => {
    const countLabel = countText(total, lang);
    return takesSingular(total, lang) ? t`${countLabel} prodotto` : t`${countLabel} prodotti`;
  };
  return (
    <div className={styles.toolbar}>
      <button type="button" className={`btn btn-ghost ${styles.categoriesButton}`} onClick={() => openDrawer('categories')}>
        <Trans>Categorie</Trans>
      </button>
      <p className={styles.count} data-testid="product-count" aria-live="polite">
        {count === undefined ? '\u00a0' : productCount(count)}
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
