import { AdminApiError } from './api';
import { adminLang } from './lang';
import { currentSession } from './session';

// The back office's files (the catalogue, the orders, the invoices and their zip) need the staff's
// bearer token, which a plain link cannot carry: each is fetched with it and then saved under its
// name. A refusal throws the server's code and message (in the back office's language).

export async function downloadAdminFile(path: string, accept: string, fileName: string): Promise<void> {
  const session = currentSession();
  const response = await fetch(`/v1${path}`, {
    headers: { Accept: accept, 'Accept-Language': adminLang(), ...(session ? { Authorization: `Bearer ${session.token}` } : {}) },
  });
  if (!response.ok) {
    const error = await response.json().catch(() => ({})) as { code?: string; message?: string };
    throw new AdminApiError(response.status, error.code ?? 'DOWNLOAD_FAILED', error.message ?? `HTTP ${response.status}`);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
