import { describe, expect, it } from 'vitest';
import { serverItem } from '../../../offline/cart/test-data';
import { leavesForCart, purchaseState, reviewLineName } from './confirm-rules';

describe('the confirm step', () => {
  it('goes back to the cart when nothing is left to buy, and hides the purchase while items are unavailable', () => {
    expect(purchaseState({ counts: { items: 0, quantity: 0 }, unavailableItems: [] })).toBe('empty');
    expect(purchaseState({ counts: { items: 2, quantity: 3 }, unavailableItems: [serverItem({ articleId: 1 })] })).toBe('unavailable');
    expect(purchaseState({ counts: { items: 2, quantity: 3 }, unavailableItems: [] })).toBe('ready');
  });

  it('sends an emptied cart to the cart page only when its lines were not bought', () => {
    expect(leavesForCart({ purchase: 'empty', pendingOrder: null, orderedHere: false })).toBe(true);
    expect(leavesForCart({ purchase: 'ready', pendingOrder: null, orderedHere: false })).toBe(false);
    // The order waiting for the connection was placed: its note says so.
    expect(leavesForCart({ purchase: 'empty', pendingOrder: 'placed', orderedHere: false })).toBe(false);
    // …and once 'Vedi l'ordine' dismissed the note, the emptied cart is still what was bought.
    expect(leavesForCart({ purchase: 'empty', pendingOrder: null, orderedHere: true })).toBe(false);
  });

  it("names a line once by its brand: not again when the article's name has it", () => {
    const chiavetta = { name: 'Chiavetta' };
    expect(reviewLineName({ name: 'Borraccia Chiavetta Pordoi SL', brand: chiavetta, options: [] })).toBe('Borraccia Chiavetta Pordoi SL');
    expect(reviewLineName({ name: 'Borraccia Pordoi SL', brand: chiavetta, options: [] })).toBe('Chiavetta Borraccia Pordoi SL');
    expect(reviewLineName({ name: 'Casco Rolle SL', brand: null, options: [{ attribute: 'Taglia', value: 'M' }, { attribute: 'Colore', value: 'Grigio' }] })).toBe('Casco Rolle SL (M, Grigio)');
  });
});
