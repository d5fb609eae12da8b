// The orders export (decision 240: GET /v1/admin/orders/export): the file needs the bearer token,
// which a plain link cannot carry, so it is fetched and then saved; a refusal (a range backwards, a
// day not of the calendar) comes back as the server's message.
import { downloadAdminFile } from '../lib/download';
import { withSearch } from '../lib/nav';

export type OrdersExportFormat = 'csv' | 'excel-it';

export const downloadOrdersExport = (from: string, to: string, format: OrdersExportFormat): Promise<void> =>
  downloadAdminFile(withSearch('/admin/orders/export', { from, to, format }), 'text/csv', `raggio-ordini-${from}-${to}${format === 'excel-it' ? '-excel' : ''}.csv`);
