import { describe, expect, it } from 'vitest';
import { staysAfterSignIn } from './after-sign-in';
import { failedPaths, fieldTexts, statusOf } from './failures';

describe('after signing in from the drawer', () => {
  it('stays on a listing, a product or the cart, and goes to /me from anywhere else', () => {
    expect(staysAfterSignIn([undefined, 'articles'])).toBe(true);
    expect(staysAfterSignIn([undefined, 'singleArticle'])).toBe(true);
    expect(staysAfterSignIn(['cart'])).toBe(true);
    expect(staysAfterSignIn([undefined, undefined])).toBe(false);
    expect(staysAfterSignIn(['checkoutSign'])).toBe(false);
  });
});

describe('a refused form', () => {
  const validation = {
    code: 'VALIDATION_ERROR', statusCode: 400, message: 'Invalid request',
    payload: { fields: [{ in: 'json', path: 'birth.day', message: 'not a real date' }, { in: 'json', path: 'confirmedPass', message: 'x' }] },
  };

  it('puts each failed path under its field', () => {
    expect(failedPaths(validation)).toEqual(['birth.day', 'confirmedPass']);
    expect(fieldTexts(failedPaths(validation), { birth: ['birth', 'bad date'], confirmedPass: ['confirmedPass', 'no match'] }))
      .toEqual({ birth: 'bad date', confirmedPass: 'no match' });
  });

  it('names no field for other refusals', () => {
    expect(failedPaths({ code: 'EMAIL_TAKEN', statusCode: 409, message: 'taken' })).toEqual([]);
    expect(statusOf({ code: 'RECOVERY_LINK_EXPIRED', statusCode: 401, message: 'spent' })).toBe(401);
    expect(statusOf('boom')).toBeNull();
  });
});
