import { describe, expect, it } from 'vitest';
import { unstorableTextPath } from './storable-text.js';

describe('unstorableTextPath', () => {
  it('names the first unstorable string, key or value, by its dotted path, in document order', () => {
    expect(unstorableTextPath({ user: { name: 'Ada', tags: ['ok', 'x\u0000'] } })).toBe('user.tags.1');
    expect(unstorableTextPath({ a: { b: 'x\ud800' }, c: '\u0000' })).toBe('a.b');
    expect(unstorableTextPath({ ok: 1, ['k\udc00']: 'fine' })).toBe('k\udc00');
    expect(unstorableTextPath([{ list: [null, true, 3, { deep: '\u0000' }] }])).toBe('0.list.3.deep');
    expect(unstorableTextPath('\u0000')).toBe('');
  });

  it('answers null when every string is storable, emoji and accents included', () => {
    expect(unstorableTextPath({ name: 'Caffè ☕ 🚲', list: [1, 'ß', { a: null }], empty: {} })).toBeNull();
    expect(unstorableTextPath(undefined)).toBeNull();
  });

  it('walks a value nested far deeper than the call stack allows, in time linear in its size', () => {
    // 100 000 levels: a recursive walk overflows the stack, one copying its path at each level
    // would copy 5 billion path entries (minutes).
    let value: unknown = 'fine';
    for (let i = 0; i < 100_000; i += 1) value = i % 2 === 0 ? [value] : { k: value };
    const started = performance.now();
    expect(unstorableTextPath(value)).toBeNull();
    let bad: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) bad = [bad];
    expect(unstorableTextPath(bad)).toBe(Array.from({ length: 100_000 }, () => '0').join('.'));
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
