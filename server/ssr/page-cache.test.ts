// The page cache's synchronous lookup, which a page viewed again is answered from before the app
// (decision 187).
import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache.js';

describe('PageCache.current', () => {
  it('gives the page kept for a key at its version only, and renders nothing', async () => {
    const cache = new PageCache();
    let renders = 0;
    const render = async () => { renders += 1; return { status: 200, html: '<p>bici</p>', csp: "script-src 'self'" }; };
    expect(cache.current('/p/bici', 'v1')).toBeUndefined();
    const page = await cache.page('/p/bici', 'v1', render);
    expect(cache.current('/p/bici', 'v1')).toBe(page);
    expect(cache.current('/p/bici', 'v2')).toBeUndefined();
    expect(cache.current('/p/other', 'v1')).toBeUndefined();
    expect(renders).toBe(1);
  });

  it('keeps no page whose render failed on the server', async () => {
    const cache = new PageCache();
    await cache.page('/p/broken', 'v1', async () => ({ status: 500, html: '<p>error</p>' }));
    expect(cache.current('/p/broken', 'v1')).toBeUndefined();
  });
});
