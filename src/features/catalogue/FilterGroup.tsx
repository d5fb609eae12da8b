import { isSelected, toggleOption, type OptionsFilter } from './filter-draft';
import type { ListingFilters } from './listing-search';
import styles from './Filters.module.css';

/** One group of checkboxes (brands, labels or an attribute) with each option's count. */
export function FilterGroup({ filter, draft, onChange }: {
  filter: OptionsFilter;
  draft: ListingFilters;
  onChange: (draft: ListingFilters) => void;
}) {
  if (filter.options.length === 0) return null;
  return (
    <fieldset className={styles.group} data-filter={filter.slug ?? filter.kind}>
      <legend className={styles.legend}>{filter.label}</legend>
      <ul role="list" className={styles.options}>
        {filter.options.map((option) => (
          <li key={option.value}>
            <label className={styles.option}>
              <input
                type="checkbox"
                checked={isSelected(draft, filter, option.value)}
                onChange={() => onChange(toggleOption(draft, filter, option.value))}
              />
              {option.color1 ? (
                <span
                  className={styles.swatch}
                  aria-hidden="true"
                  style={{ background: option.color2 ? `linear-gradient(135deg, ${option.color1} 50%, ${option.color2} 50%)` : option.color1 }}
                />
              ) : null}
              <span className={styles.optionLabel}>{option.label}</span>
              <span className={styles.count}>{option.count}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
