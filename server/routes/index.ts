// Every /v1 route module, mounted on one router (paths inside are relative to /v1).
import { newRouter } from '../http/router.js';
import { addressesRoutes } from './addresses.js';
import { adminArticlesRoutes } from './admin-articles.js';
import { adminAuthRoutes } from './admin-auth.js';
import { adminCustomersRoutes } from './admin-customers.js';
import { adminOrderActionsRoutes } from './admin-order-actions.js';
import { adminReturnsRoutes } from './admin-returns.js';
import { adminOrdersRoutes } from './admin-orders.js';
import { adminInvoicesRoutes } from './admin-invoices.js';
import { adminCatalogueCsvRoutes } from './admin-catalogue-csv.js';
import { adminStaffRoutes } from './admin-staff.js';
import { adminDiscountCodesRoutes } from './admin-discount-codes.js';
import { adminSettingsRoutes } from './admin-settings.js';
import { authAccountRoutes } from './auth-account.js';
import { authRoutes } from './auth.js';
import { banksRoutes } from './banks.js';
import { campaignsRoutes } from './campaigns.js';
import { cartRoutes } from './cart.js';
import { cartStatusRoutes } from './cart-status.js';
import { catalogsRoutes } from './catalogs.js';
import { checkoutChoicesRoutes } from './checkout-choices.js';
import { checkoutMethodsRoutes } from './checkout-methods.js';
import { checkoutRoutes } from './checkout.js';
import type { RouteDeps } from './deps.js';
import { geoRoutes } from './geo.js';
import { healthRoutes } from './health.js';
import { infoPagesRoutes } from './info-pages.js';
import { mctgRoutes } from './mctg.js';
import { metaRoutes } from './meta.js';
import { orderPaymentsRoutes } from './order-payments.js';
import { ordersRoutes } from './orders.js';
import { withdrawalsRoutes } from './withdrawals.js';
import { pagesPromosRoutes } from './pages-promos.js';
import { paymentProvidersRoutes } from './payment-providers.js';
import { promosRoutes } from './promos.js';
import { shopRoutes } from './shop.js';
import { subsRoutes } from './subs.js';
import { supportRoutes } from './support.js';
import { usersRoutes } from './users.js';
import { webhooksRoutes } from './webhooks.js';
import { wishesRoutes } from './wishes.js';

export function v1Routes(deps: RouteDeps) {
  const v1 = newRouter();
  for (const routes of [healthRoutes, metaRoutes, shopRoutes, checkoutRoutes, cartRoutes, catalogsRoutes, pagesPromosRoutes, mctgRoutes, geoRoutes, supportRoutes, campaignsRoutes, infoPagesRoutes]) {
    v1.route('/', routes(deps));
  }
  v1.route('/', authRoutes(deps));
  v1.route('/', addressesRoutes(deps));
  v1.route('/', banksRoutes(deps));
  v1.route('/', authAccountRoutes(deps));
  v1.route('/', usersRoutes(deps));
  v1.route('/', subsRoutes(deps));
  v1.route('/', promosRoutes(deps));
  v1.route('/', checkoutChoicesRoutes(deps));
  v1.route('/', cartStatusRoutes(deps));
  v1.route('/', checkoutMethodsRoutes(deps));
  v1.route('/', wishesRoutes(deps));
  v1.route('/', ordersRoutes(deps));
  v1.route('/', withdrawalsRoutes(deps));
  v1.route('/', orderPaymentsRoutes(deps));
  v1.route('/', webhooksRoutes(deps));
  v1.route('/', paymentProvidersRoutes(deps));
  // The back office's calls (docs/decisions/192-back-office.md).
  v1.route('/', adminAuthRoutes(deps));
  v1.route('/', adminOrdersRoutes(deps));
  v1.route('/', adminOrderActionsRoutes(deps));
  v1.route('/', adminReturnsRoutes(deps));
  v1.route('/', adminInvoicesRoutes(deps));
  v1.route('/', adminArticlesRoutes(deps));
  v1.route('/', adminCatalogueCsvRoutes(deps));
  v1.route('/', adminCustomersRoutes(deps));
  v1.route('/', adminStaffRoutes(deps));
  v1.route('/', adminSettingsRoutes(deps));
  v1.route('/', adminDiscountCodesRoutes(deps));
  return v1;
}
