// The newsletter's link tokens (decision 110).
// - Confirmation: 32 random bytes per mail; the database keeps only their SHA-256, so the table
//   alone cannot confirm anyone.
// - Unsubscribe: `{subscription id}.{HMAC-SHA256}` of the id and the address under a key kept in
//   the database, so every mail of one subscription carries the same link, it works as long as the
//   subscription exists, and nobody can make one for another subscription without the key.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { INT4_MAX } from '../../../contract/db-values.js';
import type { Db } from '../../db/client.js';
import { storedSecret } from '../server-secrets.js';

export const newConfirmationToken = () => randomBytes(32).toString('base64url');

export const tokenDigest = (token: string) => createHash('sha256').update(token).digest('base64url');

const keys = new WeakMap<Db, Promise<string>>();

function linkKey(db: Db): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = storedSecret(db, 'newsletter-link-key');
    // A failed read (database down) is not kept: the next request tries again.
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const mac = (key: string, id: number, email: string) =>
  createHmac('sha256', key).update(`unsubscribe:${id}:${email}`).digest('base64url');

export async function unsubscribeToken(db: Db, subscriptionId: number, email: string): Promise<string> {
  return `${subscriptionId}.${mac(await linkKey(db), subscriptionId, email)}`;
}

/** The subscription id a token names, before its signature is checked; null for a malformed one. */
export function unsubscribeTokenId(token: string): number | null {
  const match = /^([1-9]\d{0,9})\.[A-Za-z0-9_-]{43}$/.exec(token);
  // Subscription ids are PostgreSQL integers: a larger one names none (it answered 500; fuzz suite).
  return match && Number(match[1]) <= INT4_MAX ? Number(match[1]) : null;
}

/** Whether `token` was made for this subscription (constant-time comparison). */
export async function unsubscribeTokenValid(db: Db, token: string, subscriptionId: number, email: string): Promise<boolean> {
  const expected = Buffer.from(await unsubscribeToken(db, subscriptionId, email));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
