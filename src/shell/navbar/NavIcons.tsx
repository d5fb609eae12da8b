import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { afterFirstRender, localizePath, useLang } from '../../lib';
import { isSignedInNow } from '../../session';
import { loadOfflineLayer, useCartCount, useWishCount } from '../../offline/lite';
import { openDrawer } from '../drawers/drawerAtoms';
import { HeartIcon, UserIcon } from '../icons/Icons';
import { CartNavButton } from './CartNavButton';
import { CountBadge } from './CountBadge';
import styles from './NavIcons.module.css';

// The cart count reads the local cart (IndexedDB): the offline layer, loaded after the first
// render, publishes it once it holds the start-up checkout (decision 084); the button stays the
// same element.
const CartCountLoader = afterFirstRender(() => loadOfflineLayer().then(() => () => null), () => null);
// The wish count reads the local wishes (decision 109).
const LocalWishCount = afterFirstRender(
  () => loadOfflineLayer().then(() => import('./LocalWishCount')).then((module) => module.LocalWishCount),
  () => null,
);

/** Account, wish list and cart buttons. Visitors get the login drawer for account and wishes. */
export function NavIcons() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const lang = useLang();
  // A button in both states, so the server's markup (nobody signed in) hydrates as it is.
  const openAccount = () => (isSignedInNow() ? void navigate({ href: localizePath('/me', lang) }) : openDrawer('login'));
  const cartCount = useCartCount();
  // The signed-in customer's wishes, read from IndexedDB after the first render (0 until then).
  const wishCount = useWishCount() ?? 0;
  const openWishes = () => (isSignedInNow() ? void navigate({ href: localizePath('/me/wishes', lang) }) : openDrawer('login'));

  return (
    <ul role="list" className={styles.icons}>
      <li>
        <button type="button" className={styles.icon} aria-label={t`Il mio account`} data-nav="account"
          onClick={openAccount}>
          <UserIcon />
        </button>
      </li>
      <li>
        <button type="button" className={styles.icon} data-nav="wishes"
          aria-label={plural(wishCount, { 0: 'Preferiti', one: 'Preferiti, # prodotto', other: 'Preferiti, # prodotti' })}
          onClick={openWishes}>
          <HeartIcon />
          <CountBadge count={wishCount} name="wishes" />
        </button>
        <LocalWishCount />
      </li>
      <li>
        <CartNavButton count={cartCount} />
        <CartCountLoader />
      </li>
    </ul>
  );
}
