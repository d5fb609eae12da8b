// The staff member's token (decision 195): kept in localStorage so an order opened in a new tab
// is still signed in, dropped at sign-out, at its expiry and on the first 401 of any call.
import { useSyncExternalStore } from 'react';
import type { StaffSummary } from '../../../contract/admin-auth';

const KEY = 'raggio-admin-session';

export interface StoredSession {
  token: string;
  /** Seconds since the epoch. */
  exp: number;
  staff: StaffSummary;
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; session: StoredSession | null } = { raw: null, session: null };

function read(): StoredSession | null {
  let raw: string | null = null;
  try { raw = localStorage.getItem(KEY); } catch { /* storage blocked: signed out */ }
  if (raw !== cached.raw) {
    let session: StoredSession | null = null;
    try { session = raw ? (JSON.parse(raw) as StoredSession) : null; } catch { session = null; }
    cached = { raw, session };
  }
  const session = cached.session;
  return session && session.exp * 1000 > Date.now() ? session : null;
}

export function currentSession(): StoredSession | null {
  return read();
}

/**
 * Whether the member may see an owner's actions (decision 237). A session stored before roles
 * existed names none: not an owner until the session check brings the role (Layout.tsx).
 * Hiding is a courtesy; the server refuses a member of the 'staff' role anyway.
 */
export const isOwner = (session: StoredSession | null): boolean => session?.staff.role === 'owner';

export function saveSession(session: StoredSession): void {
  try { localStorage.setItem(KEY, JSON.stringify(session)); } catch { /* kept for this page only */ }
  cached = { raw: JSON.stringify(session), session };
  listeners.forEach((listener) => listener());
}

export function dropSession(): void {
  try { localStorage.removeItem(KEY); } catch { /* nothing stored */ }
  cached = { raw: null, session: null };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Signed out in another tab: this one follows.
  const onStorage = (event: StorageEvent) => { if (event.key === KEY) listener(); };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): StoredSession | null {
  return useSyncExternalStore(subscribe, read);
}
