import { apiPath } from '../../../contract/paths';
import { isSessionExpired, toApiError, transportError } from './api-error';
import { withQuery, type Query } from './query-string';
import { dispatchSessionExpired } from './session-expired';

// The http client of docs/product/README.md#http-client: cookies sent, 60 s timeout,
// x-requester and x-shop-id headers, bearer token when stored, 200–399 is success, array query
// params repeated, every failure rejected as an ApiError, 401 / AUTH_EXPIRE raise session-expired.

export const REQUEST_TIMEOUT_MS = 60_000;
export const DEFAULT_SHOP_ID = 'raggio';

export interface HttpClientOptions {
  /** Origin the /v1 paths are resolved against; '' means the page's own origin. */
  baseUrl?: string;
  timeoutMs?: number;
  getShopId?: () => string;
  getToken?: () => string | null;
  fetch?: typeof fetch;
  /**
   * Calls a visitor makes to get a session (sign-in, sign-up, password recovery): no token is
   * sent, and their 401 (a wrong password, a spent recovery link) is the caller's to show — it
   * does not raise session-expired, so it never ends a session held in this tab.
   */
  sessionless?: boolean;
}

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The request outlives the page (fetch keepalive; the body must stay under 64 KB). */
  keepalive?: boolean;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  async function request<T>(method: HttpMethod, path: string, opts: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-requester': 'shop',
      'x-shop-id': options.getShopId?.() ?? DEFAULT_SHOP_ID,
      ...opts.headers,
    };
    const token = options.sessionless ? null : options.getToken?.();
    if (token) headers.authorization = `Bearer ${token}`;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';

    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
    const url = `${options.baseUrl ?? ''}${withQuery(apiPath(path), opts.query)}`;

    let response: Response;
    let body: unknown;
    try {
      response = await doFetch(url, {
        method,
        headers,
        credentials: 'include',
        signal,
        ...(opts.keepalive ? { keepalive: true } : {}),
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      });
      body = await readBody(response);
    } catch (cause) {
      throw transportError(cause);
    }

    const ok = response.status >= 200 && response.status < 400;
    if (ok && !isSessionExpired(body)) return body as T;
    const error = ok ? (body as object) : toApiError(body, response.status, response.statusText);
    if (!options.sessionless && (response.status === 401 || isSessionExpired(error))) {
      dispatchSessionExpired(error);
    }
    throw error;
  }

  return {
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, body, opts) => request('POST', path, { ...opts, body }),
    put: (path, body, opts) => request('PUT', path, { ...opts, body }),
    patch: (path, body, opts) => request('PATCH', path, { ...opts, body }),
    delete: (path, opts) => request('DELETE', path, opts),
  };
}
