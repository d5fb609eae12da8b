import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title';

describe('pageTitle', () => {
  it('defaults to the shop name and the brand line', () => {
    expect(pageTitle(undefined, 'Raggio')).toBe('Raggio | Bikes & Components');
    expect(pageTitle('  ', 'Raggio')).toBe('Raggio | Bikes & Components');
  });
  it('appends the shop name to a title without a bar', () => {
    expect(pageTitle('Chi siamo', 'Raggio')).toBe('Chi siamo | Raggio');
  });
  it('keeps a title that already has a bar', () => {
    expect(pageTitle('Telaio Aero | Bikes & Components', 'Raggio')).toBe('Telaio Aero | Bikes & Components');
  });
});
