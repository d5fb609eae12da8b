import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title';

describe('pageTitle', () => {
  it('defaults to the shop name and the brand line', () => {
    expect(pageTitle(undefined, 'Raggio')).toBe('Raggio | Bikes & Components');
    expect(pageTitle('  ', 'Raggio')).toBe('Raggio | Bikes & Components');
  });
  it('appends the brand line to a title without a bar', () => {
    expect(pageTitle('Chi siamo', 'Raggio')).toBe('Chi siamo | Bikes & Components');
  });
  it('keeps a title that already has a bar', () => {
    expect(pageTitle('Telaio Aero | Raggio', 'Raggio')).toBe('Telaio Aero | Raggio');
  });
});
