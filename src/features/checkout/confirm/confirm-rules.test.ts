import { describe, expect, it } from 'vitest';
import { serverItem } from '../../../offline/cart/test-data';
import { purchaseState } from './confirm-rules';

describe('the confirm step', () => {
  it('goes back to the cart when nothing is left to buy, and hides the purchase while items are unavailable', () => {
    expect(purchaseState({ counts: { items: 0, quantity: 0 }, unavailableItems: [] })).toBe('empty');
    expect(purchaseState({ counts: { items: 2, quantity: 3 }, unavailableItems: [serverItem({ articleId: 1 })] })).toBe('unavailable');
    expect(purchaseState({ counts: { items: 2, quantity: 3 }, unavailableItems: [] })).toBe('ready');
  });
});
