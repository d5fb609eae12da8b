import type { ApiError } from '../../../contract/error';

export type { ApiError };

export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.message === 'string' && candidate.statusCode !== undefined;
}

/** A failed answer's body as an ApiError; bodies that are not the error shape get one built. */
export function toApiError(body: unknown, status: number, statusText: string): ApiError {
  if (isApiError(body)) {
    return { ...body, code: typeof body.code === 'string' ? body.code : 'GENERAL_ERROR' };
  }
  return { code: 'GENERAL_ERROR', message: statusText || `HTTP ${status}`, statusCode: status };
}

/** Errors that never reached a server answer: the network is down or the call took too long. */
export function transportError(cause: unknown): ApiError {
  const name = cause instanceof Error || cause instanceof DOMException ? cause.name : '';
  if (name === 'TimeoutError') {
    return { code: 'TIMEOUT', message: 'The request took too long', statusCode: 408 };
  }
  if (name === 'AbortError') {
    return { code: 'ABORTED', message: 'The request was cancelled', statusCode: 499 };
  }
  const message = cause instanceof Error ? cause.message : String(cause);
  return { code: 'NETWORK_ERROR', message, statusCode: 0 };
}

/** docs/product/accounts.md#session: statusCode 401 or code AUTH_EXPIRE means the session is over. */
export function isSessionExpired(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { statusCode, code } = body as { statusCode?: unknown; code?: unknown };
  return String(statusCode) === '401' || code === 'AUTH_EXPIRE';
}
