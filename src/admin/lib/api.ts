// The back office's calls to /v1/admin (decision 195): the staff token as bearer, the admin's
// language for the server's messages, every failure an AdminApiError carrying the API's
// {code, message}; a 401 ends the session, which sends the screen back to sign-in.
import { adminLang } from './lang';
import { currentSession, dropSession } from './session';

export class AdminApiError extends Error {
  constructor(readonly status: number, readonly code: string, message: string, readonly payload?: unknown) {
    super(message);
  }
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** JSON-encoded unless it is FormData or a string (sent as is, with `contentType`). */
  body?: unknown;
  contentType?: string;
  /** One key per click of an action: a repeated request is answered, not done twice. */
  idempotencyKey?: string;
  /** Sign-in and the password link: no token sent, and their 401 is the form's to show. */
  sessionless?: boolean;
  signal?: AbortSignal;
}

export async function adminCall<T>(path: string, options: CallOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': adminLang() };
  const session = options.sessionless ? null : currentSession();
  if (session) headers.Authorization = `Bearer ${session.token}`;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (typeof options.body === 'string') {
    body = options.body;
    headers['Content-Type'] = options.contentType ?? 'text/plain';
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] = 'application/json';
  }
  let response: Response;
  try {
    response = await fetch(`/v1${path}`, { method: options.method ?? 'GET', headers, body, signal: options.signal });
  } catch (err) {
    if (options.signal?.aborted) throw err;
    throw new AdminApiError(0, 'NETWORK', navigator.onLine ? 'The server did not answer' : 'No connection');
  }
  const text = await response.text();
  let data: unknown;
  try { data = text ? JSON.parse(text) : undefined; } catch { data = text; }
  if (!response.ok) {
    const error = (data ?? {}) as { code?: string; message?: string; payload?: unknown };
    if (response.status === 401 && !options.sessionless) dropSession();
    throw new AdminApiError(response.status, error.code ?? 'HTTP_ERROR', error.message ?? `HTTP ${response.status}`, error.payload);
  }
  return data as T;
}

/** A fresh key for one click of an action. */
export const newIdempotencyKey = (): string => crypto.randomUUID();
