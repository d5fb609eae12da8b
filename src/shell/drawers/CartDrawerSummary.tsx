import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LocalizedLink } from '../../lib';
import { useCart } from '../../offline';
import { backToShopPath } from '../links/backToShop';
import { closeDrawer } from './drawerAtoms';
import styles from './DrawerContent.module.css';

/** The cart drawer without the cart feature's content: a count and a link to the cart page. */
export function CartDrawerSummary() {
  const { t } = useLingui();
  const count = useCart().state.counts.quantity;
  return count === 0 ? (
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
  );
}
