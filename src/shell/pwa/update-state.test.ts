import { getDefaultStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { announceUpdate, isCheckoutPath, updateAtom } from './update-state';

describe('the update prompt', () => {
  it('knows checkout paths, with or without a language prefix, and nothing else', () => {
    expect(['/checkout', '/checkout/accedi', '/en/checkout/pagamento', '/it/checkout'].map(isCheckoutPath)).toEqual([true, true, true, true]);
    expect(['/', '/carrello', '/p/checkout-bag', '/en/p/x', '/checkouts', '/d/checkout'].map(isCheckoutPath)).toEqual([false, false, false, false, false, false]);
  });

  it('keeps the waiting version announced before any prompt is mounted', async () => {
    let applied = 0;
    announceUpdate(async () => { applied++; });
    const apply = getDefaultStore().get(updateAtom);
    expect(apply).not.toBeNull();
    await apply?.();
    expect(applied).toBe(1);
  });
});
