import { describe, expect, it } from 'vitest';
import { AuthRefusal } from '../domain/auth/refusal.js';
import * as texts from '../domain/auth/texts.js';
import { authHttpError, refusingAuth } from './auth-errors.js';
import { ApiHttpError } from './errors.js';

describe('authHttpError', () => {
  it('answers each kind of account refusal with its status, its code and the text in the language given', () => {
    const cases = [
      [new AuthRefusal('invalid', 'WRONG_PASSWORD', texts.INVALID_CREDENTIALS), 400, texts.INVALID_CREDENTIALS.de],
      [new AuthRefusal('conflict', 'EMAIL_TAKEN', texts.EMAIL_TAKEN), 409, texts.EMAIL_TAKEN.de],
      [new AuthRefusal('unauthorised', 'AUTH_REQUIRED', texts.SIGN_IN_REQUIRED), 401, texts.SIGN_IN_REQUIRED.de],
    ] as const;
    for (const [refusal, status, message] of cases) {
      const err = authHttpError(refusal, 'de');
      expect(err).toBeInstanceOf(ApiHttpError);
      expect({ statusCode: err.statusCode, code: err.code, message: err.message }).toEqual({ statusCode: status, code: refusal.code, message });
    }
  });
});

describe('refusingAuth', () => {
  it("gives the operation's result back", async () => {
    expect(await refusingAuth('it', async () => 42)).toBe(42);
  });

  it('turns an account refusal into an API error, and lets any other failure through as it is', async () => {
    const refused = refusingAuth('fr', async () => { throw new AuthRefusal('conflict', 'EMAIL_TAKEN', texts.EMAIL_TAKEN); });
    await expect(refused).rejects.toMatchObject({ statusCode: 409, code: 'EMAIL_TAKEN', message: texts.EMAIL_TAKEN.fr });
    const bug = new TypeError('not a refusal');
    await expect(refusingAuth('fr', async () => { throw bug; })).rejects.toBe(bug);
  });
});
