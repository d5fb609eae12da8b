import { describe, expect, it } from 'vitest';
import { LANGS } from '../../../contract/i18n-text.js';
import * as texts from './texts.js';

describe('account refusal texts', () => {
  it('exist in all five languages, each its own', () => {
    for (const text of [texts.EMAIL_TAKEN, texts.INVALID_CREDENTIALS, texts.SESSION_EXPIRED, texts.SIGN_IN_REQUIRED, texts.INVALID_TOKEN, texts.RECOVERY_LINK_EXPIRED, texts.WRONG_PASSWORD, texts.tooManyAttempts(15)]) {
      const values = LANGS.map((lang) => text[lang]);
      expect(values.every((v) => typeof v === 'string' && v.length > 0)).toBe(true);
      expect(new Set(values).size).toBe(LANGS.length);
    }
  });

  it('say one minute or N minutes', () => {
    expect(texts.tooManyAttempts(1)).toMatchObject({ it: 'Troppi tentativi: riprova tra 1 minuto', en: 'Too many attempts: try again in 1 minute' });
    expect(texts.tooManyAttempts(0).de).toBe('Zu viele Versuche: Versuche es in 1 Minute erneut');
    expect(texts.tooManyAttempts(15).fr).toBe('Trop de tentatives : réessayez dans 15 minutes');
  });
});
