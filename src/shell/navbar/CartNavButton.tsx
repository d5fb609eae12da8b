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
  // Three messages, not Lingui's plural(): it makes an Intl.NumberFormat for '#' even where the
  // text has none, the page's first one, which loads ICU's number data (decision 178). For whole
  // counts from 1 the five languages say 'one' exactly for 1. (`cartCount`: the name is part of
  // the translated message.)
  const label = cartCount === null ? t`Carrello`
    : cartCount === 0 ? t`Carrello, vuoto`
    : cartCount === 1 ? t`Carrello, 1 prodotto`
    : t`Carrello, ${cartCount} prodotti`;
  return (
    <button type="button" className={styles.icon} data-nav="cart" aria-label={label} onClick={() => openDrawer('cart')}>
      <CartIcon />
      {cartCount === null ? <span className={styles.badge} hidden aria-hidden="true" /> : <CountBadge count={cartCount} name="cart" />}
    </button>
  );
}
