import { useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import type { GridColumns } from '../../ui';
import { gridColumnsAtom } from './grid-columns';
import styles from './Listing.module.css';

/** Desktop grid switch: 4 or 3 columns (phones always show 2). */
export function GridSwitch() {
  const { t } = useLingui();
  const [columns, setColumns] = useAtom(gridColumnsAtom);
  const option = (count: GridColumns, label: string) => (
    <button type="button" aria-pressed={columns === count} aria-label={label} onClick={() => setColumns(count)} className={styles.gridOption}>
      <span aria-hidden="true" className={styles.gridIcon} style={{ gridTemplateColumns: `repeat(${count}, 1fr)` }}>
        {Array.from({ length: count * 2 }, (_, i) => <span key={i} />)}
      </span>
    </button>
  );
  return (
    <div className={styles.gridSwitch} role="group" aria-label={t`Colonne della griglia`}>
      {option(4, t`4 colonne`)}
      {option(3, t`3 colonne`)}
    </div>
  );
}
