import { describe, expect, it } from 'vitest';
import { linkTarget } from './link-target';

describe('linkTarget (top banner, home slides and sponsors)', () => {
  it('sends a bare slug to its listing', () => {
    expect(linkTarget('bici-gravel')).toEqual({ external: false, to: '/d/bici-gravel' });
    expect(linkTarget(' bici ')).toEqual({ external: false, to: '/d/bici' });
  });
  it('keeps site paths, with or without the leading slash', () => {
    expect(linkTarget('/l/saldi')).toEqual({ external: false, to: '/l/saldi' });
    expect(linkTarget('l/saldi')).toEqual({ external: false, to: '/l/saldi' });
  });
  it('leaves full addresses as external links', () => {
    expect(linkTarget('https://strava.com/clubs/raggio')).toEqual({ external: true, to: 'https://strava.com/clubs/raggio' });
    expect(linkTarget('HTTP://example.org/x')).toEqual({ external: true, to: 'HTTP://example.org/x' });
  });
});
