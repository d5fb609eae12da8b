// The session-cart cookie (docs/decisions/012-session-cookie.md): a random 32-byte id, httpOnly,
// SameSite=Lax, for the whole site, kept a year. It names a cart row; it carries nothing else.
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

export const SESSION_COOKIE = 'raggio_ss';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

export const newSessionId = () => randomBytes(32).toString('base64url');

/** The request's session id, if it carries a well-formed one. */
export function readSessionId(c: Context): string | undefined {
  const value = getCookie(c, SESSION_COOKIE);
  return value && SESSION_ID.test(value) ? value : undefined;
}

export function writeSessionId(c: Context, id: string, secure: boolean): void {
  setCookie(c, SESSION_COOKIE, id, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    maxAge: ONE_YEAR_SECONDS,
    secure,
  });
}

/** Sign-out: the browser's next cart call opens a new, empty visitor session (decision 106). */
export function forgetSessionId(c: Context, secure: boolean): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure });
}
