import { describe, expect, it } from 'vitest';
import { osmDirectionsUrl, osmEmbedUrl } from './map-links';

describe('OpenStreetMap links', () => {
  it('frames a box around the store with its marker', () => {
    const url = new URL(osmEmbedUrl(45.6941, 9.6839));
    expect(url.origin).toBe('https://www.openstreetmap.org');
    expect(url.searchParams.get('marker')).toBe('45.69410,9.68390');
    const [west, south, east, north] = url.searchParams.get('bbox')!.split(',').map(Number);
    expect(west).toBeLessThan(9.6839);
    expect(east).toBeGreaterThan(9.6839);
    expect(south).toBeLessThan(45.6941);
    expect(north).toBeGreaterThan(45.6941);
  });

  it('asks for directions to the store', () => {
    expect(new URL(osmDirectionsUrl(45.4522, 9.17)).searchParams.get('route')).toBe(';45.45220,9.17000');
  });
});
