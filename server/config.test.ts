import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig: WARM_RENDITIONS', () => {
  it('draws renditions ahead by default, and not when set to off', () => {
    expect(loadConfig({}).warmRenditions).toBe(true);
    expect(loadConfig({ WARM_RENDITIONS: 'off' }).warmRenditions).toBe(false);
  });

  it('refuses any other value at start, naming the variable', () => {
    expect(() => loadConfig({ WARM_RENDITIONS: 'no' })).toThrow(/WARM_RENDITIONS/);
  });
});

describe('loadConfig: sign-in settings', () => {
  it('defaults to a key from the database, 30-day tokens and 5 / 30 attempts per 15 minutes', () => {
    expect(loadConfig({}).auth).toEqual({ secret: undefined, tokenTtlSeconds: 2_592_000, ratePerEmail: 5, ratePerClient: 30, rateWindowSeconds: 900 });
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('refuses a short AUTH_SECRET and a zero limit', () => {
    expect(() => loadConfig({ AUTH_SECRET: 'too-short' })).toThrow(/AUTH_SECRET/);
    expect(() => loadConfig({ AUTH_RATE_PER_EMAIL: '0' })).toThrow(/AUTH_RATE_PER_EMAIL/);
  });
});

describe('loadConfig: password recovery settings', () => {
  it('defaults to one-hour links and 3 / 10 requests an hour, and takes 0 for links expired on arrival', () => {
    expect(loadConfig({}).recovery).toEqual({ ratePerEmail: 3, ratePerClient: 10, rateWindowSeconds: 3600, linkTtlSeconds: 3600 });
    expect(loadConfig({ RECOVERY_LINK_TTL: '0' }).recovery.linkTtlSeconds).toBe(0);
  });

  it('refuses a negative link lifetime and a zero limit, naming the variable', () => {
    expect(() => loadConfig({ RECOVERY_LINK_TTL: '-1' })).toThrow(/RECOVERY_LINK_TTL/);
    expect(() => loadConfig({ RECOVERY_RATE_PER_EMAIL: '0' })).toThrow(/RECOVERY_RATE_PER_EMAIL/);
  });
});
