import { describe, expect, it } from 'vitest';
import { firstSightOf, newPageView } from './impressions';

describe('impressions', () => {
  it('count an article once per page view, again on the next page view of any path', () => {
    newPageView('/d');
    expect(firstSightOf(1, '/d')).toBe(true);
    expect(firstSightOf(1, '/d')).toBe(false);
    expect(firstSightOf(2, '/d')).toBe(true);
    // The next page's card is seen before its page view is announced: it still counts once.
    expect(firstSightOf(1, '/p/bici')).toBe(true);
    newPageView('/p/bici');
    expect(firstSightOf(1, '/p/bici')).toBe(false);
    newPageView('/d');
    expect(firstSightOf(1, '/d')).toBe(true);
    expect(firstSightOf(2, '/d')).toBe(true);
  });

  it('count a hover apart from the impression, once per article and page view too', () => {
    newPageView('/h');
    expect(firstSightOf(5, '/h')).toBe(true);
    expect(firstSightOf(5, '/h', 'hover')).toBe(true);
    expect(firstSightOf(5, '/h', 'hover')).toBe(false);
    newPageView('/other');
    newPageView('/h');
    expect(firstSightOf(5, '/h', 'hover')).toBe(true);
  });
});
