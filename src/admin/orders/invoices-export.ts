// The accountant's zip (decision 247: GET /v1/admin/invoices/export): every invoice and credit note
// issued over a range of days, with their index. The file needs the bearer token, which a plain
// link cannot carry, so it is fetched and then saved; a refusal (a range backwards, over a year, a
// day not of the calendar) comes back as the server's message.
import { downloadAdminFile } from '../lib/download';
import { withSearch } from '../lib/nav';

export const downloadInvoicesExport = (from: string, to: string): Promise<void> =>
  downloadAdminFile(withSearch('/admin/invoices/export', { from, to }), 'application/zip', `fatture-${from}-${to}.zip`);
