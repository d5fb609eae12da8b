import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import type { Database, Db } from '../db/client.js';
import { authTokens } from './auth-tokens.js';
import { openShopDatabase } from './test-database.js';

let database: Database;
beforeAll(async () => { database = await openShopDatabase(); }, 60_000);
afterAll(async () => { await database?.close(); });

// Without AUTH_SECRET the key is the one kept in the database (decision 098).
const config = loadConfig({ AUTH_TOKEN_TTL: '3600' });

describe('authTokens', () => {
  it("gives every caller on one database the same settings, the configured lifetime and one key read", async () => {
    const settings = authTokens(database.db, config);
    expect(authTokens(database.db, config)).toBe(settings);
    expect(settings.ttlSeconds).toBe(3600);
    expect(settings.key()).toBe(settings.key());
    const key = await settings.key();
    expect(key.byteLength).toBeGreaterThan(0);
  });

  it('uses AUTH_SECRET as the key when it is set', async () => {
    const secret = 'a-test-secret-of-at-least-32-characters!';
    // A database of its own: the settings are kept per database.
    const other = await openShopDatabase();
    try {
      const key = await authTokens(other.db, loadConfig({ AUTH_SECRET: secret })).key();
      expect(new TextDecoder().decode(key)).toBe(secret);
    } finally {
      await other.close();
    }
  });

  it('does not keep a failed read of the key: once the database answers again, the next call gets the key', async () => {
    let down = true;
    // The same database seen through a connection that fails while `down`.
    const flaky = new Proxy(database.db, {
      get(target, name) {
        if (down) throw new Error('database down');
        const value: unknown = Reflect.get(target, name, target);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    }) as Db;
    const settings = authTokens(flaky, config);
    await expect(settings.key()).rejects.toThrow('database down');
    down = false;
    expect(await settings.key()).toEqual(await authTokens(database.db, config).key());
  });
});
