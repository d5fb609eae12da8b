import { describe, expect, it } from 'vitest';
import { unauthorisedExit } from './unauthorised-exit';

describe('unauthorisedExit', () => {
  it('sends checkout steps to the sign-in step', () => {
    expect(unauthorisedExit('/checkout/indirizzi')).toBe('/checkout/accedi');
    expect(unauthorisedExit('/checkout/conferma')).toBe('/checkout/accedi');
    expect(unauthorisedExit('/checkout')).toBe('/checkout/accedi');
  });

  it('sends the personal area home', () => {
    expect(unauthorisedExit('/me')).toBe('/');
    expect(unauthorisedExit('/me/addresses')).toBe('/');
  });

  it('leaves the sign-in step, the order-completed page and public pages where they are', () => {
    expect(unauthorisedExit('/checkout/accedi')).toBeNull();
    expect(unauthorisedExit('/checkout/ordine-concluso/12')).toBeNull();
    expect(unauthorisedExit('/p/telaio-carbon')).toBeNull();
    expect(unauthorisedExit('/memoria')).toBeNull();
  });
});
