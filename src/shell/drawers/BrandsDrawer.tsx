import { useLingui } from '@lingui/react/macro';
import { LocalizedLink, useShop } from '../../lib';
import { Drawer } from './Drawer';
import styles from './DrawerContent.module.css';

/** Left-hand drawer listing the shop's brands, each linking to its listing /d/{brandslug}. */
export function BrandsDrawer() {
  const { t } = useLingui();
  const { brands } = useShop();
  return (
    <Drawer id="brands" title={t`Marchi`}>
      <ul role="list" className={styles.brands}>
        {brands.map((brand) => (
          <li key={brand.id}><LocalizedLink to={`/d/${brand.slug}`}>{brand.name}</LocalizedLink></li>
        ))}
      </ul>
    </Drawer>
  );
}
