import { describe, expect, it } from 'vitest';
import { backoffMs, isTransient } from './backoff';

describe('retry backoff', () => {
  it('waits about 1 s after the first failure, doubling up to a minute', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4].map((a) => backoffMs(a, middle))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffMs(30, middle)).toBe(60_000);
    expect(backoffMs(1, () => 0)).toBe(800);
    expect(backoffMs(1, () => 1)).toBe(1200);
  });

  it('retries what got no definitive answer and ends what the server refused', () => {
    const err = (statusCode: number, code = 'X') => ({ code, message: '', statusCode });
    expect([0, 408, 429, 499, 500, 503].map((s) => isTransient(err(s)))).toEqual([true, true, true, true, true, true]);
    expect(isTransient(err(409, 'IDEMPOTENCY_IN_PROGRESS'))).toBe(true);
    expect([400, 404, 409].map((s) => isTransient(err(s)))).toEqual([false, false, false]);
  });
});
