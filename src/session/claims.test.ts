import { describe, expect, it } from 'vitest';
import { isExpiredAt, readClaims } from './claims';

const segment = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenWith = (payload: object) => `${segment({ alg: 'HS256', typ: 'JWT' })}.${segment(payload)}.signature`;

describe('readClaims', () => {
  it('reads the user id from sub and the end from exp', () => {
    expect(readClaims(tokenWith({ sub: '42', sid: 'x', exp: 1_900_000_000 }))).toEqual({ userId: 42, exp: 1_900_000_000 });
  });

  it('reads a payload with characters that base64url writes differently', () => {
    // "ü" and "?>" make base64's '+' and '/' appear, which base64url writes as '-' and '_'.
    expect(readClaims(tokenWith({ sub: '7', name: 'Jürgen ?>?>', exp: 1_900_000_000 }))?.userId).toBe(7);
  });

  it('refuses what is not one of the shop tokens', () => {
    expect(readClaims('')).toBeNull();
    expect(readClaims('not-a-token')).toBeNull();
    expect(readClaims('a.%%%.c')).toBeNull();
    expect(readClaims(tokenWith({ sub: 'someone', exp: 1 }))).toBeNull();
    expect(readClaims(tokenWith({ sub: '1' }))).toBeNull();
  });
});

describe('isExpiredAt', () => {
  it('is expired at exp and after, not before', () => {
    const claims = { userId: 1, exp: 1000 };
    expect(isExpiredAt(claims, 999_999)).toBe(false);
    expect(isExpiredAt(claims, 1_000_000)).toBe(true);
    expect(isExpiredAt(claims, 1_000_001)).toBe(true);
  });
});
