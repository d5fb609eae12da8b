import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LocalizedLink, useCheckout } from '../../lib';
import { backToShopPath } from '../links/backToShop';
import { Drawer } from './Drawer';
import { closeDrawer } from './drawerAtoms';
import styles from './DrawerContent.module.css';

/** Right-hand cart drawer. The item list and totals arrive with the cart issue. */
export function CartDrawer() {
  const { t } = useLingui();
  const count = useCheckout().counts.quantity;
  return (
    <Drawer id="cart" title={t`Carrello`}>
      {count === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t`Nessun prodotto nel carrello`}</p>
          <LocalizedLink to={backToShopPath()} className="btn" onClick={() => closeDrawer('cart')}>
            {t`Torna allo shopping`}
          </LocalizedLink>
        </div>
      ) : (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>
            {plural(count, { one: 'Hai # prodotto nel carrello', other: 'Hai # prodotti nel carrello' })}
          </p>
          <LocalizedLink to="/carrello" className="btn btn-accent">{t`Vai al carrello`}</LocalizedLink>
        </div>
      )}
    </Drawer>
  );
}
