import { describe, expect, it } from 'vitest';
import { searchWords } from './words.js';

describe('searchWords', () => {
  it('lower-cases and splits on punctuation and spaces', () => {
    expect(searchWords('  Ruota CARBONIO,  29"  ')).toEqual(['ruota', 'carbonio', '29']);
  });
  it('keeps accented letters and drops one-letter words and repeats', () => {
    expect(searchWords('città e città')).toEqual(['città']);
  });
  it('keeps at most six words', () => {
    expect(searchWords('aa bb cc dd ee ff gg hh')).toHaveLength(6);
  });
});
