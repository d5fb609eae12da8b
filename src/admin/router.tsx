// The back office's routes, declared in code (decision 195): the shop's file routes
// (src/routes, routeTree.gen.ts) stay the shop's alone.
import type { QueryClient } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, Outlet, redirect } from '@tanstack/react-router';
import { currentSession } from './lib/session';
import { ArticlePage } from './catalogue/ArticlePage';
import { ArticlesList } from './catalogue/ArticlesList';
import { CsvPage } from './catalogue/CsvPage';
import { NewArticle } from './catalogue/NewArticle';
import { OrderPage } from './orders/OrderPage';
import { OrdersList } from './orders/OrdersList';
import { Layout } from './screens/Layout';
import { NotFound } from './screens/NotFound';
import { SetPassword } from './screens/SetPassword';
import { SignIn } from './screens/SignIn';
import { DiscountCodesPage } from './settings/DiscountCodesPage';
import { discountCodesQuery, settingsQuery } from './settings/settings-api';
import { DISCOUNT_CODES_PATH, SETTINGS_PATH } from './settings/SettingsNav';
import { SettingsPage } from './settings/SettingsPage';
import { ADMIN_ORDERS_PATH } from '../../contract/admin-paths';

export const SIGN_IN_PATH = '/admin/accedi';

export function createAdminRouter(queryClient: QueryClient) {
  const root = createRootRoute({ component: Outlet, notFoundComponent: NotFound });
  const signIn = createRoute({ getParentRoute: () => root, path: SIGN_IN_PATH, component: SignIn });
  const password = createRoute({ getParentRoute: () => root, path: '/admin/password', component: SetPassword });
  // Every other screen needs a session; without one the staff sign in and come back here.
  const shell = createRoute({
    getParentRoute: () => root,
    id: 'signed-in',
    beforeLoad: ({ location }) => {
      if (!currentSession()) throw redirect({ href: `${SIGN_IN_PATH}?redirect=${encodeURIComponent(location.href)}` });
    },
    component: Layout,
  });
  const home = createRoute({
    getParentRoute: () => shell,
    path: '/admin',
    beforeLoad: () => { throw redirect({ href: '/admin/ordini' }); },
  });
  const orders = createRoute({ getParentRoute: () => shell, path: ADMIN_ORDERS_PATH, component: OrdersList });
  // The page the shop's new-order mail links to (contract/admin-paths.ts).
  const order = createRoute({ getParentRoute: () => shell, path: `${ADMIN_ORDERS_PATH}/$id`, component: OrderPage });
  const articles = createRoute({ getParentRoute: () => shell, path: '/admin/catalogo', component: ArticlesList });
  const newArticle = createRoute({ getParentRoute: () => shell, path: '/admin/catalogo/nuovo', component: NewArticle });
  const article = createRoute({ getParentRoute: () => shell, path: '/admin/catalogo/$id', component: ArticlePage });
  const csv = createRoute({ getParentRoute: () => shell, path: '/admin/file', component: CsvPage });
  // The settings (decisions 238, 239): the screen's query starts with the route; a failure shows on the screen.
  const settings = createRoute({
    getParentRoute: () => shell, path: SETTINGS_PATH, component: SettingsPage,
    loader: () => { void queryClient.prefetchQuery(settingsQuery); },
  });
  const discountCodes = createRoute({
    getParentRoute: () => shell, path: DISCOUNT_CODES_PATH, component: DiscountCodesPage,
    loader: () => { void queryClient.prefetchQuery(discountCodesQuery); },
  });

  const routeTree = root.addChildren([signIn, password, shell.addChildren([home, orders, order, articles, newArticle, article, csv, settings, discountCodes])]);
  return createRouter({ routeTree, context: { queryClient }, defaultPreload: false, scrollRestoration: true });
}
