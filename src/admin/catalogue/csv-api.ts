// Prices and stock by file (decision 194's calls under /v1/admin/catalogue/csv): the file's text
// goes as the body; the report lists each row's change and error.
import type { CatalogueCsvReport } from '../../../contract/admin-catalogue';
import { adminCall, AdminApiError } from '../lib/api';
import { currentSession } from '../lib/session';

export const CSV_BASE = '/admin/catalogue/csv';

export const dryRunCsv = (text: string) =>
  adminCall<CatalogueCsvReport>(`${CSV_BASE}/dry-run`, { method: 'POST', body: text, contentType: 'text/csv' });

export const applyCsv = (text: string) =>
  adminCall<CatalogueCsvReport>(`${CSV_BASE}/apply`, { method: 'POST', body: text, contentType: 'text/csv' });

/**
 * The export needs the bearer token, which a plain link cannot carry: fetched, then saved.
 * 'excel-it': the file a spreadsheet set to Italian opens in columns (decision 233).
 */
export async function downloadCsvExport(format: 'csv' | 'excel-it' = 'csv'): Promise<void> {
  const session = currentSession();
  const response = await fetch(`/v1${CSV_BASE}?format=${format}`, { headers: { Accept: 'text/csv', ...(session ? { Authorization: `Bearer ${session.token}` } : {}) } });
  if (!response.ok) throw new AdminApiError(response.status, 'EXPORT_FAILED', `HTTP ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `raggio-catalogo-${new Date().toISOString().slice(0, 10)}${format === 'excel-it' ? '-excel' : ''}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
