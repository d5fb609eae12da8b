import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { openDrawer } from '../drawers/drawerAtoms';
import { CartIcon } from '../icons/Icons';
import { CountBadge } from './CountBadge';
import styles from './NavIcons.module.css';

/**
 * The navbar's cart button. `count` is null until the local cart has been read (after the first
 * render, decision 084; on the server too): the badge's place is held, hidden, so nothing moves
 * when the count arrives.
 */
export function CartNavButton({ count: cartCount }: { count: number | null }) {
  const { t } = useLingui();
  // (`cartCount`: the name is part of the translated message.)
  const label = cartCount === null
    ? t`Carrello`
    : plural(cartCount, { 0: 'Carrello, vuoto', one: 'Carrello, # prodotto', other: 'Carrello, # prodotti' });
  return (
    <button type="button" className={styles.icon} data-nav="cart" aria-label={label} onClick={() => openDrawer('cart')}>
      <CartIcon />
      {cartCount === null ? <span className={styles.badge} hidden aria-hidden="true" /> : <CountBadge count={cartCount} name="cart" />}
    </button>
  );
}
