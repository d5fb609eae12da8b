import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { LocalizedLink } from '../../lib';
import { useSession } from '../../session';
import styles from './Me.module.css';

interface MeLayoutProps {
  /**
   * Signs out and leaves the personal area for the last department, reloading the page (the
   * account feature's signOutAndLeave, handed over by the route: features do not import each other).
   */
  onSignOut: () => Promise<void>;
  children: ReactNode;
}

/**
 * The personal area's frame (docs/product/accounts.md#personal-area): the side menu — my
 * account, my orders, my addresses, my favourites, sign out — beside the page; above it on a phone.
 * Nothing shows without a signed-in customer (the guard has already sent visitors away; this
 * covers the server render, hydration and a session that ends on the page).
 */
export function MeLayout({ onSignOut, children }: MeLayoutProps) {
  const { t } = useLingui();
  const { signedIn } = useSession();
  const [leaving, setLeaving] = useState(false);
  if (!signedIn) return null;

  async function signOut() {
    setLeaving(true);
    try {
      await onSignOut();
    } finally {
      setLeaving(false);
    }
  }

  const links = [
    { to: '/me', label: t`Il mio account`, exact: true },
    { to: '/me/orders', label: t`I miei ordini`, exact: false },
    { to: '/me/addresses', label: t`I miei indirizzi`, exact: false },
    { to: '/me/wishes', label: t`I miei preferiti`, exact: false },
  ];
  return (
    <div className={styles.area}>
      <nav className={styles.menu} aria-label={t`Area personale`}>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <LocalizedLink to={link.to} className={styles.menuLink} activeOptions={{ exact: link.exact }}>
                {link.label}
              </LocalizedLink>
            </li>
          ))}
          <li>
            <button type="button" className={styles.menuLink} onClick={() => void signOut()} disabled={leaving}>
              {t`Esci`}
            </button>
          </li>
        </ul>
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
