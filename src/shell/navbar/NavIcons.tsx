import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { afterFirstRender } from '../../lib';
import { loadOfflineLayer } from '../../offline/lite';
import { openDrawer } from '../drawers/drawerAtoms';
import { HeartIcon, UserIcon } from '../icons/Icons';
import { CartNavButton } from './CartNavButton';
import { CountBadge } from './CountBadge';
import styles from './NavIcons.module.css';

// The cart count reads the local cart (IndexedDB): its code loads after the first render, once
// the offline layer holds the start-up checkout (decision 081).
const CartButton = afterFirstRender(
  () => loadOfflineLayer().then(() => import('./LocalCartNavButton')).then((module) => module.LocalCartNavButton),
  () => <CartNavButton count={null} />,
);

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
        <CartButton />
      </li>
    </ul>
  );
}
