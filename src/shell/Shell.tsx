import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import '../styles/index.css';
import { ShopClosedBanner } from './banner/ShopClosedBanner';
import { TopBanner } from './banner/TopBanner';
import { CookieNotice } from './cookies/CookieNotice';
import { ConfirmDialog } from './dialog/ConfirmDialog';
import { ShellDrawers } from './drawers/ShellDrawers';
import { openLoginThen, watchLoginClosing } from './drawers/sign-in-then';
import { SignInNeededContext, type AfterSignIn } from '../ui';
import { Footer } from './footer/Footer';
import { FunnelFooter } from './footer/FunnelFooter';
import { FunnelHeader } from './footer/FunnelHeader';
import { LoadingLayer } from './loading/LoadingLayer';
import { loadingAtom } from './loading/loadingState';
import { Navbar } from './navbar/Navbar';
import { PwaLayer } from './pwa/PwaLayer';
import { installScrollLock } from './scroll/scrollLock';
import { Toasts } from './toast/Toasts';
import styles from './Shell.module.css';

interface ShellProps {
  /** Funnel routes (checkout, personal area) get the reduced header and footer. */
  funnel?: boolean;
  /** Where the live search box goes in the navbar. */
  search?: ReactNode;
  /** The cart drawer's content (the cart feature's lines and totals). */
  cart?: ReactNode;
  /** The login drawer's content (the account feature's sign-in, recovery and sign-up views). */
  login?: ReactNode;
  children: ReactNode;
}

/**
 * The page shell around every route: banner, navbar, the page in <main>, footer, and the layers
 * above the page (drawers, cookie notice, confirm dialog, toasts, loading layer). State lives in
 * jotai's default store, so the helpers (openDrawer, toast, confirm, showLoading,
 * closeAllOverlays) work from anywhere.
 */
/**
 * A wish add by a visitor opens the login drawer (docs/product/cart.md#wish-list); what was asked
 * runs once the customer signs in there (decision 206).
 */
const openLogin = (after?: AfterSignIn) => openLoginThen(after);

export function Shell({ funnel = false, search, cart, login, children }: ShellProps) {
  const { t } = useLingui();
  const loading = useAtomValue(loadingAtom) !== null;
  useEffect(() => installScrollLock(), []);
  useEffect(() => watchLoginClosing(), []);

  return (
    <SignInNeededContext.Provider value={openLogin}>
      <div className={styles.app} inert={loading}>
        <a href="#main" className="skip-link">{t`Vai al contenuto`}</a>
        {funnel ? <FunnelHeader /> : (
          <>
            <TopBanner />
            <Navbar search={search} />
          </>
        )}
        <ShopClosedBanner />
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
        {funnel ? <FunnelFooter /> : <Footer />}
      </div>
      <ShellDrawers cart={cart} login={login} />
      <CookieNotice />
      <ConfirmDialog />
      <Toasts />
      <PwaLayer />
      <LoadingLayer />
    </SignInNeededContext.Provider>
  );
}
