import { useLingui } from '@lingui/react/macro';
import { LocalizedLink, useShop } from '../../lib';
import { DepartmentTree } from '../departments/DepartmentTree';
import { useDepartmentTree } from '../departments/useDepartmentTree';
import { LegalLinks } from '../links/LegalLinks';
import { SocialLinks } from '../links/SocialLinks';
import { Drawer } from './Drawer';
import { openDrawer } from './drawerAtoms';
import styles from './DrawerContent.module.css';

/** Right-hand menu: the department menu, then shop links, brands, social and legal links. */
export function MenuDrawer() {
  const { t } = useLingui();
  const tree = useDepartmentTree();
  const { brands } = useShop();
  return (
    <Drawer id="menu" title={t`Menu`}>
      <div className={styles.stack}>
        {tree.length > 0 ? (
          <>
            <DepartmentTree nodes={tree} label={t`Reparti`} />
            <ul role="list" className={styles.shopLinks}>
              <li><LocalizedLink to="/d">{t`Shop`}</LocalizedLink></li>
              <li><LocalizedLink to="/rivenditore">{t`Rivenditori`}</LocalizedLink></li>
              <li><LocalizedLink to="/assistenza">{t`Assistenza`}</LocalizedLink></li>
            </ul>
          </>
        ) : null}
        {brands.length > 0 ? (
          <button type="button" className="btn btn-ghost" aria-haspopup="dialog" onClick={() => openDrawer('brands')}>
            {t`Tutti i marchi`}
          </button>
        ) : null}
        <section aria-labelledby="menu-social">
          <h3 id="menu-social" className={styles.heading}>{t`Seguici`}</h3>
          <SocialLinks />
        </section>
        <section aria-labelledby="menu-info">
          <h3 id="menu-info" className={styles.heading}>{t`Informazioni`}</h3>
          <LegalLinks className={styles.legal} label={t`Informazioni legali`} />
        </section>
      </div>
    </Drawer>
  );
}
