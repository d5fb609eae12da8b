import { describe, expect, it } from 'vitest';
import { noticeLines } from './notice-lines';

describe('the cart notices as lines', () => {
  it('shows one line per article: its newest notice, dismissing all of them', () => {
    const lines = noticeLines([
      { seq: 1, lineKey: 'a1', text: 'price' },
      { seq: 2, lineKey: 'a2', text: 'gone' },
      { seq: 3, lineKey: 'a1', text: 'reduced' },
    ]);
    expect(lines.map((l) => [l.lineKey, l.text, l.seqs])).toEqual([['a2', 'gone', [2]], ['a1', 'reduced', [1, 3]]]);
  });

  it('has nothing to show without notices', () => {
    expect(noticeLines([])).toEqual([]);
  });
});
