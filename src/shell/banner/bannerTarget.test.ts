import { describe, expect, it } from 'vitest';
import { bannerTarget } from './bannerTarget';

describe('bannerTarget', () => {
  it('sends a bare slug to its listing', () => {
    expect(bannerTarget('bici')).toEqual({ external: false, to: '/d/bici' });
  });
  it('keeps site paths, with or without the leading slash', () => {
    expect(bannerTarget('/l/saldi')).toEqual({ external: false, to: '/l/saldi' });
    expect(bannerTarget('l/saldi')).toEqual({ external: false, to: '/l/saldi' });
  });
  it('leaves full addresses as external links', () => {
    expect(bannerTarget('https://strava.com/clubs/raggio')).toEqual({ external: true, to: 'https://strava.com/clubs/raggio' });
  });
});
