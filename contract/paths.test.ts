import { describe, expect, it } from 'vitest';
import { apiPath } from './paths.js';

describe('apiPath', () => {
  it("puts /v1/ before the call's path as the spec writes it", () => {
    expect(apiPath('checkout/ss')).toBe('/v1/checkout/ss');
    expect(apiPath('shop/brands')).toBe('/v1/shop/brands');
    expect(apiPath('/meta?fullPath=%2Fcgv')).toBe('/v1/meta?fullPath=%2Fcgv');
  });
  it('leaves a path already under /v1 alone', () => {
    expect(apiPath('/v1/shop')).toBe('/v1/shop');
    expect(apiPath('/v1')).toBe('/v1');
  });
  it('does not mistake a prefix that merely starts with v1 for the API prefix', () => {
    expect(apiPath('v1x/thing')).toBe('/v1/v1x/thing');
  });
});
