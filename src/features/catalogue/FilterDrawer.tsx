import { Trans, useLingui } from '@lingui/react/macro';
import type { CatalogueResult, SortKey } from '../../../contract/catalogue';
import { Drawer } from '../../shell';
import { FilterGroup } from './FilterGroup';
import { PriceRange } from './PriceRange';
import { SortSelect } from './SortSelect';
import type { ListingFilters } from './listing-search';
import styles from './Filters.module.css';

export interface FilterDraft {
  sort: SortKey | undefined;
  filters: ListingFilters;
}

/**
 * The right-hand 'Filtra e ordina' drawer. It edits a draft; closing the drawer (button, Escape,
 * backdrop or 'show') applies it — the listing page does that — and reset empties the query.
 */
export function FilterDrawer({ result, draft, onDraft, onReset, onShow }: {
  result: CatalogueResult | undefined;
  draft: FilterDraft;
  onDraft: (draft: FilterDraft) => void;
  onReset: () => void;
  onShow: () => void;
}) {
  const { t } = useLingui();
  const setFilters = (filters: ListingFilters) => onDraft({ ...draft, filters });
  return (
    <Drawer id="filters" title={t`Filtra e ordina`}>
      <div className={styles.drawer}>
        <div className={styles.sortRow}>
          <SortSelect value={draft.sort} onChange={(sort) => onDraft({ ...draft, sort })} />
        </div>
        {result?.filters.map((filter) =>
          filter.kind === 'price'
            ? <PriceRange key="price" filter={filter} draft={draft.filters} onChange={setFilters} />
            : <FilterGroup key={`${filter.kind}-${filter.slug ?? ''}`} filter={filter} draft={draft.filters} onChange={setFilters} />,
        )}
        <div className={styles.actions}>
          <button type="button" className="btn btn-ghost" onClick={onReset}><Trans>Azzera</Trans></button>
          <button type="button" className="btn" onClick={onShow}><Trans>Mostra i prodotti</Trans></button>
        </div>
      </div>
    </Drawer>
  );
}
