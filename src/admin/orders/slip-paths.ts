// Where the packing slips open (decision 240): one order's under its page, several selected in the
// list on one page of their own, their ids in the query.
import { ADMIN_ORDERS_PATH } from '../../../contract/admin-paths';
import { withSearch } from '../lib/nav';

export const SLIPS_PATH = `${ADMIN_ORDERS_PATH}/distinte`;
/** The most slips printed at once: a page of the list at its largest. */
export const SLIPS_MAX = 100;

export const slipPath = (orderId: string): string => `${ADMIN_ORDERS_PATH}/${encodeURIComponent(orderId)}/distinta`;
export const slipsPath = (orderIds: readonly string[]): string => withSearch(SLIPS_PATH, { ordini: orderIds.join(',') });

/** The ids a slips page was opened with, each once, at most SLIPS_MAX. */
export const slipIdsOf = (text: string | undefined): string[] =>
  [...new Set((text ?? '').split(',').map((id) => id.trim()).filter((id) => id !== ''))].slice(0, SLIPS_MAX);
