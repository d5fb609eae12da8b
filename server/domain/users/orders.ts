// The customer's orders, paged (checkout-account-pages.md §2 "/me/orders": 10 a page). There are
// no orders before checkout exists: every page is empty until the checkout work adds the orders
// table and reads it here.
import type { OrdersPage } from '../../../contract/account.js';

/** `limit`: orders a page (ORDERS_PAGE_SIZE by default). */
export function ordersPage(_userId: number, { page, limit: _limit }: { page: number; limit: number }): OrdersPage {
  // No orders yet: one empty page, as the catalogue answers an empty listing.
  const totalPages = 1;
  return { docs: [], page, totalPages, hasPrevPage: page > 1, hasNextPage: page < totalPages };
}
