import { describe, expect, it } from 'vitest';
import { customersSearchOf, customersSearchQuery, isSearchable } from './customer-queries';

describe('the customers search in the address', () => {
  it('reads q trimmed and the page, 1 when absent or not a number', () => {
    expect(customersSearchOf('?q=%20Rossi%20&page=3')).toEqual({ q: 'Rossi', page: 3 });
    expect(customersSearchOf('')).toEqual({ q: '', page: 1 });
    expect(customersSearchOf('?q=ro&page=x')).toEqual({ q: 'ro', page: 1 });
  });

  it('sends no search shorter than two characters, which the server refuses', () => {
    expect(isSearchable('r')).toBe(false);
    expect(isSearchable(' r ')).toBe(false);
    expect(isSearchable('ro')).toBe(true);
    expect(customersSearchQuery({ q: 'r', page: 1 }).enabled).toBe(false);
    expect(customersSearchQuery({ q: 'ro', page: 2 }).queryKey).toEqual(['admin', 'customers', 'ro', 2]);
  });
});
