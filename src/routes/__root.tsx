import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, redirect } from '@tanstack/react-router';
import type { Lang } from '../../contract/langs';
import { useEffect } from 'react';
import { PageError } from '../features/page-error/PageError';
import { LiveSearch } from '../features/search/LiveSearch';
import { allowedLangs, enterLanguage, languageOfLocation, rememberLang } from '../lib/enter-language';
import { afterFirstRender } from '../lib';
import { useIsFunnel } from '../lib/use-is-funnel';
import { whenIdle } from '../lib/when-idle';
import { loadOfflineLayer } from '../offline/lite';
import { Shell } from '../shell/Shell';

// The cart drawer's content renders only while the drawer is open: its code (the cart lines, the
// local cart) is not needed for the first paint and loads when the browser is idle after it
// (decision 084).
const CartDrawerContent = afterFirstRender(
  () => loadOfflineLayer().then(() => import('../features/cart/drawer/CartDrawerContent')).then((module) => module.CartDrawerContent),
  () => null,
);

// The login drawer's views load the same way: only an opened drawer shows them.
const LoginDrawerContent = afterFirstRender(
  () => import('../features/account/login/LoginDrawerContent').then((module) => module.LoginDrawerContent),
  () => null,
);

export interface RouterContext {
  queryClient: QueryClient;
  /** Server render only: the language choice a visitor's storage would hold (src/app/router.ts). */
  storedLang?: Lang | undefined;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every navigation: settle the language prefix first (docs/product/content.md#languages), then load the
  // page's language before anything renders in it.
  beforeLoad: async ({ location, context, preload }) => {
    const { lang, redirectTo, fromPath } = languageOfLocation(location.pathname, context.queryClient, context.storedLang);
    // A hovered link is preloaded: it must not switch the language of the page on screen.
    if (preload) return { lang, allowedLangs: allowedLangs(context.queryClient) };
    // /it/… and /en/signin name a language even though they are redirected: remember it first.
    if (fromPath) rememberLang(lang);
    if (redirectTo !== null) {
      const hash = location.hash ? `#${location.hash}` : '';
      throw redirect({ href: `${redirectTo}${location.searchStr}${hash}`, replace: true });
    }
    await enterLanguage(context.queryClient, lang);
    return { lang, allowedLangs: allowedLangs(context.queryClient) };
  },
  component: RootLayout,
  errorComponent: PageError,
});

function RootLayout() {
  const funnel = useIsFunnel();
  useEffect(() => whenIdle(() => {
    void CartDrawerContent.preload();
    void LoginDrawerContent.preload();
  }), []);
  return (
    <Shell funnel={funnel} search={<LiveSearch />} cart={<CartDrawerContent />} login={<LoginDrawerContent />}>
      <Outlet />
    </Shell>
  );
}
