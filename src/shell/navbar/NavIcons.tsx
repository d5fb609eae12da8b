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

// The cart and wish counts read the local store (IndexedDB): the offline layer, loaded after the
// first render, publishes them once it holds the start-up checkout (decisions 084, 109); until
// then each badge's place is held, hidden, and the buttons stay the same elements.
const StoredCountsLoader = afterFirstRender(() => loadOfflineLayer().then(() => () => null), () => null);

/** Account, wish list and cart buttons. Visitors get the login drawer for account and wishes. */
export function NavIcons() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const lang = useLang();
  // A button in both states, so the server's markup (nobody signed in) hydrates as it is.
  const openAccount = () => (isSignedInNow() ? void navigate({ href: localizePath('/me', lang) }) : openDrawer('login'));
  const cartCount = useCartCount();
  // The signed-in customer's wishes, read from IndexedDB after the first render (null until then).
  const storedWishCount = useWishCount();
  // (`wishCount`: the name is part of the translated message.)
  const wishCount = storedWishCount ?? 0;
  // Three messages, not plural(): see CartNavButton (decision 178).
  const wishLabel = wishCount === 0 ? t`Preferiti`
    : wishCount === 1 ? t`Preferiti, 1 prodotto`
    : t`Preferiti, ${wishCount} prodotti`;
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
          aria-label={wishLabel}
          onClick={openWishes}>
          <HeartIcon />
          {storedWishCount === null ? <span className={styles.badge} hidden aria-hidden="true" /> : <CountBadge count={storedWishCount} name="wishes" />}
        </button>
      </li>
      <li>
        <CartNavButton count={cartCount} />
        <StoredCountsLoader />
      </li>
    </ul>
  );
}
