import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { SortKey } from '../../../contract/catalogue';
import { LISTING_SORT_KEYS } from '../../lib/catalogue-api';
import { DEFAULT_SORT_LABEL, SORT_LABELS } from './sort-labels';
import styles from './Listing.module.css';

/** The sort selector: the shop's order or one of the five keys. */
export function SortSelect({ value, onChange }: { value: SortKey | undefined; onChange: (sort: SortKey | undefined) => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>{t`Ordina per`}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(LISTING_SORT_KEYS.find((key) => key === event.target.value))}
      >
        <option value="">{i18n._(DEFAULT_SORT_LABEL)}</option>
        {LISTING_SORT_KEYS.map((key) => <option key={key} value={key}>{i18n._(SORT_LABELS[key])}</option>)}
      </select>
    </div>
  );
}
