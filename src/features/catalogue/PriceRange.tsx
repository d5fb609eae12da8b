import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { money } from '../../lib';
import { priceBounds, priceSliderDisabled, setPrice, type PriceFilter } from './filter-draft';
import type { ListingFilters } from './listing-search';
import styles from './Filters.module.css';

const STEP_CENTS = 100;

/** The price range: two sliders (lowest, highest) in whole euros; disabled when min equals max. */
export function PriceRange({ filter, draft, onChange }: {
  filter: PriceFilter;
  draft: ListingFilters;
  onChange: (draft: ListingFilters) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const bounds = priceBounds(filter);
  const disabled = priceSliderDisabled(filter);
  const low = draft.price_min ?? bounds.min;
  const high = draft.price_max ?? bounds.max;
  return (
    <fieldset className={styles.group} disabled={disabled} data-testid="price-range">
      <legend className={styles.legend}>{filter.label}</legend>
      <p className={styles.priceValues} aria-live="polite">
        {money(low)} – {money(high)}
      </p>
      <label className={styles.rangeLabel} htmlFor={`${id}-min`}>{t`Prezzo minimo`}</label>
      <input
        id={`${id}-min`} type="range" min={bounds.min} max={bounds.max} step={STEP_CENTS} value={low}
        aria-valuetext={money(low)} data-testid="price-min"
        onChange={(event) => onChange(setPrice(draft, filter, 'min', Number(event.target.value)))}
      />
      <label className={styles.rangeLabel} htmlFor={`${id}-max`}>{t`Prezzo massimo`}</label>
      <input
        id={`${id}-max`} type="range" min={bounds.min} max={bounds.max} step={STEP_CENTS} value={high}
        aria-valuetext={money(high)} data-testid="price-max"
        onChange={(event) => onChange(setPrice(draft, filter, 'max', Number(event.target.value)))}
      />
    </fieldset>
  );
}
