// The key that signs tokens. Every process must use the same one (N API processes on one
// database, ARCHITECTURE.md#scale-out): AUTH_SECRET when set, else a random key the first process stores in the
// database and every other one reads back (decision 098).
import type { Db } from '../../db/client.js';
import { storedSecret } from '../server-secrets.js';

/** The key's bytes; `configured` is AUTH_SECRET, if any. */
export async function signingKey(db: Db, configured: string | undefined): Promise<Uint8Array> {
  return new TextEncoder().encode(configured ?? await storedSecret(db, 'auth-token-key'));
}
