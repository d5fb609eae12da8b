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
