import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useShop } from '../../lib';
import { buildDepartmentTree, DepartmentTree } from '../../shell';
import styles from './Listing.module.css';

/** The category tree beside the grid on desktop (≥ 1024 px); phones use the categories drawer. */
export function CategorySidebar() {
  const { t } = useLingui();
  const { departments } = useShop();
  const tree = useMemo(() => buildDepartmentTree(departments), [departments]);
  return (
    <aside className={styles.sidebar}>
      <h2 className={styles.sidebarTitle}>{t`Categorie`}</h2>
      <DepartmentTree nodes={tree} label={t`Categorie`} />
    </aside>
  );
}
