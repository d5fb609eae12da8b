import { describe, expect, it } from 'vitest';
import { ARTICLE_IMAGE_MAX_BYTES, CATALOGUE_CSV_MAX_BYTES } from '../../contract/admin-catalogue.js';
import { bodyLimitOf, MAX_BODY_BYTES } from './body-limits.js';

describe('bodyLimitOf', () => {
  it('gives every call 64 KB', () => {
    expect(MAX_BODY_BYTES).toBe(65_536);
    for (const path of ['/v1/checkout/ss/carts', '/v1/auth/signup', '/v1/admin/orders/12/refunds', '/v1/mctg/batch']) {
      expect(bodyLimitOf(path), path).toBe(MAX_BODY_BYTES);
    }
  });

  it("gives the back office's article, CSV and picture uploads their larger limits", () => {
    expect(bodyLimitOf('/v1/admin/articles')).toBe(512 * 1024);
    expect(bodyLimitOf('/v1/admin/articles/42')).toBe(512 * 1024);
    expect(bodyLimitOf('/v1/admin/catalogue/csv/dry-run')).toBe(CATALOGUE_CSV_MAX_BYTES);
    expect(bodyLimitOf('/v1/admin/catalogue/csv/apply')).toBe(CATALOGUE_CSV_MAX_BYTES);
    const picture = bodyLimitOf('/v1/admin/articles/42/images');
    expect(picture).toBeGreaterThan(ARTICLE_IMAGE_MAX_BYTES);
    // Room for the multipart framing, not a second picture.
    expect(picture).toBeLessThan(ARTICLE_IMAGE_MAX_BYTES + 64 * 1024);
  });

  it('gives a path that only looks like an upload the usual 64 KB', () => {
    for (const path of ['/v1/admin/articles/abc', '/v1/admin/articles/42/images/7', '/v1/admin/articlesx', '/v1/admin/catalogue/csv/other',
      '/v1/admin/catalogue/csv/apply/more', '/x/v1/admin/articles', '/v1/admin/articles/42/']) {
      expect(bodyLimitOf(path), path).toBe(MAX_BODY_BYTES);
    }
  });
});
