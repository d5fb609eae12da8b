// Prices and stock by file (decision 194's calls under /v1/admin/catalogue/csv): the file's text
// goes as the body; the report lists each row's change and error.
import type { CatalogueCsvReport } from '../../../contract/admin-catalogue';
import { adminCall } from '../lib/api';
import { downloadAdminFile } from '../lib/download';

export const CSV_BASE = '/admin/catalogue/csv';

export const dryRunCsv = (text: string) =>
  adminCall<CatalogueCsvReport>(`${CSV_BASE}/dry-run`, { method: 'POST', body: text, contentType: 'text/csv' });

export const applyCsv = (text: string) =>
  adminCall<CatalogueCsvReport>(`${CSV_BASE}/apply`, { method: 'POST', body: text, contentType: 'text/csv' });

/**
 * The catalogue as a file (src/admin/lib/download.ts).
 * 'excel-it': the file a spreadsheet set to Italian opens in columns (decision 233).
 */
export const downloadCsvExport = (format: 'csv' | 'excel-it' = 'csv'): Promise<void> =>
  downloadAdminFile(`${CSV_BASE}?format=${format}`, 'text/csv', `raggio-catalogo-${new Date().toISOString().slice(0, 10)}${format === 'excel-it' ? '-excel' : ''}.csv`);
