// The back office's routes, declared in code (decision 195): the shop's file routes
// (src/routes, routeTree.gen.ts) stay the shop's alone.
import type { QueryClient } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, Outlet, redirect } from '@tanstack/react-router';
import { currentSession, isOwner } from './lib/session';
import { AuditPage } from './audit/AuditPage';
import { prefetchAudit } from './audit/audit-queries';
import { ArticlePage } from './catalogue/ArticlePage';
import { ArticlesList } from './catalogue/ArticlesList';
import { CsvPage } from './catalogue/CsvPage';
import { CustomerPage } from './customers/CustomerPage';
import { CustomersList } from './customers/CustomersList';
import { prefetchCustomer, prefetchCustomers } from './customers/customer-queries';
import { NewArticle } from './catalogue/NewArticle';
import { MailsPage } from './mails/MailsPage';
import { prefetchMails } from './mails/mail-queries';
import { OrderPage } from './orders/OrderPage';
import { OrdersList } from './orders/OrdersList';
import { PackingSlipsPage } from './orders/PackingSlipsPage';
import { SLIPS_PATH } from './orders/slip-paths';
import { Layout } from './screens/Layout';
import { NotFound } from './screens/NotFound';
import { SetPassword } from './screens/SetPassword';
import { SignIn } from './screens/SignIn';
import { StaffPage } from './staff/StaffPage';
import { DiscountCodesPage } from './settings/DiscountCodesPage';
import { discountCodesQuery, settingsQuery } from './settings/settings-api';
import { DISCOUNT_CODES_PATH, SETTINGS_PATH } from './settings/SettingsNav';
import { SettingsPage } from './settings/SettingsPage';
import { ADMIN_ORDERS_PATH } from '../../contract/admin-paths';
import { ADMIN_CUSTOMERS_PATH } from '../../contract/admin-customers';
import { ADMIN_AUDIT_PATH } from '../../contract/admin-audit';
import { ADMIN_MAILS_PATH } from '../../contract/admin-mails';

export const SIGN_IN_PATH = '/admin/accedi';
export const STAFF_PATH = '/admin/personale';

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
  // Packing slips to print (decision 240): several selected in the list, or one order's.
  const slips = createRoute({ getParentRoute: () => shell, path: SLIPS_PATH, component: PackingSlipsPage });
  const slip = createRoute({ getParentRoute: () => shell, path: `${ADMIN_ORDERS_PATH}/$id/distinta`, component: PackingSlipsPage });
  const articles = createRoute({ getParentRoute: () => shell, path: '/admin/catalogo', component: ArticlesList });
  const newArticle = createRoute({ getParentRoute: () => shell, path: '/admin/catalogo/nuovo', component: NewArticle });
  const article = createRoute({ getParentRoute: () => shell, path: '/admin/catalogo/$id', component: ArticlePage });
  const csv = createRoute({ getParentRoute: () => shell, path: '/admin/file', component: CsvPage });
  // The customers' screens load through the same query options their components read.
  const customers = createRoute({
    getParentRoute: () => shell, path: ADMIN_CUSTOMERS_PATH, component: CustomersList,
    loaderDeps: ({ search }) => ({ search }),
    loader: ({ location }) => prefetchCustomers(queryClient, location.searchStr),
  });
  const customer = createRoute({
    getParentRoute: () => shell, path: `${ADMIN_CUSTOMERS_PATH}/$id`, component: CustomerPage,
    loader: ({ params }) => prefetchCustomer(queryClient, params.id),
  });

  // An owner's screen (decision 237): anyone else lands on the orders.
  const staffScreen = createRoute({
    getParentRoute: () => shell, path: STAFF_PATH, component: StaffPage,
    beforeLoad: () => { if (!isOwner(currentSession())) throw redirect({ href: ADMIN_ORDERS_PATH }); },
  });

  // The settings (decisions 238, 239), an owner's (decision 237): the screen's query starts with the
  // route; a failure shows on the screen; anyone else lands on the orders.
  const ownersOnly = () => { if (!isOwner(currentSession())) throw redirect({ href: ADMIN_ORDERS_PATH }); };
  const settings = createRoute({
    getParentRoute: () => shell, path: SETTINGS_PATH, component: SettingsPage, beforeLoad: ownersOnly,
    loader: () => { void queryClient.prefetchQuery(settingsQuery); },
  });
  const discountCodes = createRoute({
    getParentRoute: () => shell, path: DISCOUNT_CODES_PATH, component: DiscountCodesPage, beforeLoad: ownersOnly,
    loader: () => { void queryClient.prefetchQuery(discountCodesQuery); },
  });

  // The audit and the mails (decision 251), an owner's: loaded through the screens' query options.
  const audit = createRoute({
    getParentRoute: () => shell, path: ADMIN_AUDIT_PATH, component: AuditPage, beforeLoad: ownersOnly,
    loaderDeps: ({ search }) => ({ search }),
    loader: ({ location }) => { void prefetchAudit(queryClient, location.searchStr); },
  });
  const mails = createRoute({
    getParentRoute: () => shell, path: ADMIN_MAILS_PATH, component: MailsPage, beforeLoad: ownersOnly,
    loaderDeps: ({ search }) => ({ search }),
    loader: ({ location }) => { void prefetchMails(queryClient, location.searchStr); },
  });

  const routeTree = root.addChildren([signIn, password, shell.addChildren([
    home, orders, slips, order, slip, articles, newArticle, article, csv, customers, customer, staffScreen, settings, discountCodes,
    audit, mails,
  ])]);
  return createRouter({ routeTree, context: { queryClient }, defaultPreload: false, scrollRestoration: true });
}
