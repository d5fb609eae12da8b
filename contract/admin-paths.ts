// The back office's addresses that something outside it links to: the shop's new-order mail opens
// an order's page (docs/decisions/192-back-office.md). The back office's router declares its routes
// from these, so a link and the page it opens cannot drift apart.

export const ADMIN_ORDERS_PATH = '/admin/ordini';

/** An order's page in the back office. */
export const adminOrderPath = (orderId: string): string => `${ADMIN_ORDERS_PATH}/${encodeURIComponent(orderId)}`;
