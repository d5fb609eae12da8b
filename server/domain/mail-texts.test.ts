import { describe, expect, it } from 'vitest';
import { LANGS } from '../../contract/i18n-text.js';
import * as authMail from './auth/mail-texts.js';
import { CONTACT_SUPPORT, greeting, shopDate, SIGN_OFF, storedLang, supportPageUrl } from './mail-texts.js';
import * as usersMail from './users/mail-texts.js';

describe('account mail texts', () => {
  it('exist in all five languages, each its own', () => {
    const texts = [
      greeting('Giulia'), SIGN_OFF, CONTACT_SUPPORT,
      authMail.RECOVERY_SUBJECT, authMail.recoveryIntro(60), authMail.RECOVERY_ACTION, authMail.RECOVERY_NOT_YOU,
      authMail.EMAIL_CHANGED_SUBJECT, authMail.emailChangedBody('a@b.it'), authMail.EMAIL_CHANGED_NOT_YOU,
      usersMail.DATA_REQUEST_SUBJECT, usersMail.dataRequestBody(30, '24/12/2026'), usersMail.DATA_REQUEST_NOT_YOU,
    ];
    for (const text of texts) {
      const values = LANGS.map((lang) => text[lang]);
      expect(values.every((v) => typeof v === 'string' && v.length > 0)).toBe(true);
      expect(new Set(values).size).toBe(LANGS.length);
    }
  });

  it('say one minute or N minutes', () => {
    expect(authMail.recoveryIntro(1).it).toContain('entro 1 minuto.');
    expect(authMail.recoveryIntro(0).en).toContain('within 1 minute.');
    expect(authMail.recoveryIntro(60).de).toContain('innerhalb von 60 Minuten.');
  });

  it('write dates as the shop does, in Italy\'s time, and link the support page in the language', () => {
    expect(shopDate(new Date('2026-12-23T23:30:00Z'))).toBe('24/12/2026');
    expect(supportPageUrl('https://raggio.example', 'it', 'it')).toBe('https://raggio.example/assistenza');
    expect(supportPageUrl('https://raggio.example', 'de', 'it')).toBe('https://raggio.example/de/assistenza');
  });

  it('read an unknown stored language as Italian', () => {
    expect(storedLang('fr')).toBe('fr');
    expect(storedLang('xx')).toBe('it');
  });
});
