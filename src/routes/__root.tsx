import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, redirect } from '@tanstack/react-router';
import { CartDrawerContent } from '../features/cart';
import { PageError } from '../features/page-error/PageError';
import { LiveSearch } from '../features/search/LiveSearch';
import { allowedLangs, enterLanguage, languageOfLocation, rememberLang } from '../lib/enter-language';
import { useIsFunnel } from '../lib/use-is-funnel';
import { Shell } from '../shell/Shell';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every navigation: settle the language prefix first (checkout-account-pages.md §2 "Language and
  // route handling"), then load the page's language before anything renders in it.
  beforeLoad: async ({ location, context, preload }) => {
    const { lang, redirectTo, fromPath } = languageOfLocation(location.pathname, context.queryClient);
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
  return (
    <Shell funnel={funnel} search={<LiveSearch />} cart={<CartDrawerContent />}>
      <Outlet />
    </Shell>
  );
}
