import { atom, getDefaultStore } from 'jotai';
import { storageKeys } from './storage-keys';

/** docs/product/analytics.md#consent: consent is kept in local storage under 'cookie accepted'. */
export const CONSENT_STORAGE_KEY = storageKeys.cookieAccepted;

export interface CookieConsent {
  /** Technical cookies the shop cannot work without: always on. */
  necessary: true;
  analytics: boolean;
  /** ISO time the choice was made. */
  at: string;
}

/** The stored consent, or null when the visitor has not chosen yet (or the entry is unreadable). */
export function readConsent(storage: Storage = localStorage): CookieConsent | null {
  let raw: string | null;
  try {
    raw = storage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  // An older plain `true` counts as full consent.
  if (raw === 'true') return { necessary: true, analytics: true, at: '' };
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null && typeof (value as CookieConsent).analytics === 'boolean') {
      const { analytics, at } = value as CookieConsent;
      return { necessary: true, analytics, at: typeof at === 'string' ? at : '' };
    }
  } catch {
    // fall through: unreadable entries mean "ask again"
  }
  return null;
}

export function writeConsent(analytics: boolean, storage: Storage = localStorage, now = new Date()): CookieConsent {
  const consent: CookieConsent = { necessary: true, analytics, at: now.toISOString() };
  try {
    storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  } catch {
    // Private mode or a full quota: the choice still holds for this visit.
  }
  return consent;
}

/** The visitor's choice for this page; read from storage once, at start. */
export const consentAtom = atom<CookieConsent | null>(typeof localStorage === 'undefined' ? null : readConsent());

/** Stores the choice and hides the cookie notice. Accepting from the notice means analytics on. */
export function saveConsent(analytics: boolean, store = getDefaultStore()): void {
  store.set(consentAtom, writeConsent(analytics));
}
