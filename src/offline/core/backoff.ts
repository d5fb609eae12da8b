import type { ApiError } from '../../../contract/error';

// When a send fails without a definitive answer, the entry stays and is retried later: 1 s after
// the first failure, doubling up to a minute, with some jitter so tabs and devices spread out.

const BASE_MS = 1_000;
const MAX_MS = 60_000;

export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const exp = Math.min(MAX_MS, BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(exp * (0.8 + 0.4 * random()));
}

/**
 * No definitive answer: the network failed, the call timed out or was cut, the server erred or
 * is busy, or a request with the same key is still running there. Anything else (a 4xx) is the
 * server's decision and ends the entry.
 */
export function isTransient(error: ApiError): boolean {
  const status = Number(error.statusCode);
  if (error.code === 'IDEMPOTENCY_IN_PROGRESS') return true;
  return status === 0 || status === 408 || status === 429 || status === 499 || status >= 500 || Number.isNaN(status);
}
