import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ClientOnly } from '@tanstack/react-router';
import { useCart } from '../../offline';
import { openDrawer } from '../drawers/drawerAtoms';
import { CartIcon, HeartIcon, UserIcon } from '../icons/Icons';
import { CountBadge } from './CountBadge';
import styles from './NavIcons.module.css';

/** Account, wish list and cart buttons. Visitors get the login drawer for account and wishes. */
export function NavIcons() {
  const { t } = useLingui();
  // The wish list arrives with its own issue; until then a visitor has no wishes.
  const wishCount = 0;

  return (
    <ul role="list" className={styles.icons}>
      <li>
        <button type="button" className={styles.icon} aria-label={t`Il mio account`} data-nav="account"
          onClick={() => openDrawer('login')}>
          <UserIcon />
        </button>
      </li>
      <li>
        <button type="button" className={styles.icon} data-nav="wishes"
          aria-label={plural(wishCount, { 0: 'Preferiti', one: 'Preferiti, # prodotto', other: 'Preferiti, # prodotti' })}
          onClick={() => openDrawer('login')}>
          <HeartIcon />
          <CountBadge count={wishCount} name="wishes" />
        </button>
      </li>
      <li>
        {/* The visitor's cart is read after hydration; the page's HTML is the same for everyone. */}
        <ClientOnly fallback={<CartNavButton cartCount={0} />}>
          <LiveCartNavButton />
        </ClientOnly>
      </li>
    </ul>
  );
}

function LiveCartNavButton() {
  // The projected cart: edits made offline count at once.
  return <CartNavButton cartCount={useCart().state.counts.quantity} />;
}

function CartNavButton({ cartCount }: { cartCount: number }) {
  return (
    <button type="button" className={styles.icon} data-nav="cart"
      aria-label={plural(cartCount, { 0: 'Carrello, vuoto', one: 'Carrello, # prodotto', other: 'Carrello, # prodotti' })}
      onClick={() => openDrawer('cart')}>
      <CartIcon />
      <CountBadge count={cartCount} name="cart" />
    </button>
  );
}
