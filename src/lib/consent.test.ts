// @vitest-environment happy-dom
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY, consentAtom, readConsent, saveConsent, writeConsent } from './consent';

beforeEach(() => localStorage.clear());

describe('cookie consent storage', () => {
  it('is absent until the visitor chooses', () => {
    expect(readConsent()).toBeNull();
  });

  it("is kept under the 'cookie accepted' key and read back after a reload", () => {
    writeConsent(false, localStorage, new Date('2025-01-02T03:04:05Z'));
    expect(localStorage.getItem('cookie accepted')).not.toBeNull();
    expect(readConsent()).toEqual({ necessary: true, analytics: false, at: '2025-01-02T03:04:05.000Z' });
  });

  it('keeps necessary cookies on whatever the stored value says', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ necessary: false, analytics: true }));
    expect(readConsent()).toMatchObject({ necessary: true, analytics: true });
  });

  it('asks again when the stored entry is unreadable', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, '{not json');
    expect(readConsent()).toBeNull();
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ analytics: 'yes' }));
    expect(readConsent()).toBeNull();
  });

  it('saving updates the shared state and the storage together', () => {
    const store = createStore();
    expect(store.get(consentAtom)).toBeNull();
    saveConsent(true, store);
    expect(store.get(consentAtom)).toMatchObject({ analytics: true });
    expect(readConsent()).toMatchObject({ analytics: true });
  });
});
