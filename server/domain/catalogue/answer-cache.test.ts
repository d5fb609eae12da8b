import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache.js';

describe('AnswerCache', () => {
  it('computes once per key and version, and again when the version changes', async () => {
    const cache = new AnswerCache();
    let computed = 0;
    const compute = async () => ({ n: ++computed });
    const first = await cache.answer('/a', 'v1', compute);
    const again = await cache.answer('/a', 'v1', compute);
    expect(again).toBe(first);
    expect(first?.body).toBe('{"n":1}');
    const next = await cache.answer('/a', 'v2', compute);
    expect(next?.body).toBe('{"n":2}');
    expect(next?.etag).not.toBe(first?.etag);
  });

  it('gives the kept answer of a version without computing, and nothing for another version or key', async () => {
    const cache = new AnswerCache();
    const kept = await cache.answer('/f', 'v1', async () => ({ n: 1 }));
    expect(cache.current('/f', 'v1')).toBe(kept);
    expect(cache.current('/f', 'v2')).toBeUndefined();
    expect(cache.current('/g', 'v1')).toBeUndefined();
  });

  it('lets concurrent misses share one computation', async () => {
    const cache = new AnswerCache();
    let computed = 0;
    const slow = () => new Promise<unknown>((resolve) => setTimeout(() => resolve({ n: ++computed }), 20));
    const answers = await Promise.all([1, 2, 3].map(() => cache.answer('/b', 'v1', slow)));
    expect(computed).toBe(1);
    expect(new Set(answers.map((a) => a?.body))).toEqual(new Set(['{"n":1}']));
  });

  it('keeps null answers but not missing ones (404s are asked again)', async () => {
    const cache = new AnswerCache();
    let asked = 0;
    expect((await cache.answer('/c', 'v1', async () => null))?.body).toBe('null');
    expect(await cache.answer('/d', 'v1', async () => { asked++; return undefined; })).toBeUndefined();
    await cache.answer('/d', 'v1', async () => { asked++; return undefined; });
    expect(asked).toBe(2);
  });

  it('gives equal bodies equal weak ETags', async () => {
    const a = await new AnswerCache().answer('/e', 'v1', async () => ({ x: 1 }));
    const b = await new AnswerCache().answer('/e', 'v9', async () => ({ x: 1 }));
    expect(a?.etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(a?.etag).toBe(b?.etag);
  });
});
