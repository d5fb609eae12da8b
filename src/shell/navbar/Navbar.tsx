import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useDepartmentTree } from '../departments/useDepartmentTree';
import { openDrawer } from '../drawers/drawerAtoms';
import { MenuIcon } from '../icons/Icons';
import { DepartmentNav } from './DepartmentNav';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { NavIcons } from './NavIcons';
import styles from './Navbar.module.css';

/** The shop's navigation bar; `search` is where the live search box goes. */
export function Navbar({ search }: { search?: ReactNode }) {
  const { t } = useLingui();
  const tree = useDepartmentTree();
  return (
    <header className={styles.header}>
      <div className={`page-width ${styles.bar}`}>
        <button type="button" className={styles.menu} aria-haspopup="dialog" data-nav="menu"
          onClick={() => openDrawer('menu')}>
          <MenuIcon />
          <span className={styles.menuLabel}>{t`Menu`}</span>
        </button>
        <Logo />
        <div className={styles.search} data-slot="search">{search}</div>
        <LanguageSwitcher />
        <NavIcons />
      </div>
      {tree.length > 0 ? <DepartmentNav tree={tree} /> : null}
    </header>
  );
}
