import { describe, expect, it } from 'vitest';
import { commitDraft, digitsOf, isNumericText } from './quantity-input';

const bounds = { min: 2, max: 10 };

describe('the quantity field text', () => {
  it('accepts pasted whole numbers only', () => {
    expect(isNumericText('7')).toBe(true);
    expect(isNumericText(' 12 ')).toBe(true);
    expect(isNumericText('3a')).toBe(false);
    expect(isNumericText('-1')).toBe(false);
    expect(isNumericText('1,5')).toBe(false);
    expect(isNumericText('')).toBe(false);
  });

  it('keeps only the digits of what is typed', () => {
    expect(digitsOf('1x2')).toBe('12');
    expect(digitsOf('-3')).toBe('3');
    expect(digitsOf('abc')).toBe('');
  });

  it('commits a typed quantity clamped between min and max', () => {
    expect(commitDraft('5', bounds, 3)).toBe(5);
    expect(commitDraft('0', bounds, 3)).toBe(2);
    expect(commitDraft('1', bounds, 3)).toBe(2);
    expect(commitDraft('250', bounds, 3)).toBe(10);
    expect(commitDraft('007', bounds, 3)).toBe(7);
  });

  it('keeps the current quantity when the field is left empty', () => {
    expect(commitDraft('', bounds, 4)).toBe(4);
    expect(commitDraft('  ', bounds, 4)).toBe(4);
  });
});
