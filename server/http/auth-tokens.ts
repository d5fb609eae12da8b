// The token settings of one app: the signing key (fetched once, shared by every route module on
// that database) and the lifetime.
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { TokenSettings } from '../domain/auth/sessions.js';
import { signingKey } from '../domain/auth/signing-key.js';

const byDb = new WeakMap<Db, TokenSettings>();

export function authTokens(db: Db, config: Config): TokenSettings {
  let settings = byDb.get(db);
  if (!settings) {
    let key: Promise<Uint8Array> | undefined;
    settings = {
      ttlSeconds: config.auth.tokenTtlSeconds,
      key: () => {
        // A failed read (database down) is not kept: the next request tries again.
        key ??= signingKey(db, config.auth.secret).catch((err: unknown) => { key = undefined; throw err; });
        return key;
      },
    };
    byDb.set(db, settings);
  }
  return settings;
}
