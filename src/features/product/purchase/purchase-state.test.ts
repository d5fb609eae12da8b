import { describe, expect, it } from 'vitest';
import type { Article } from '../../../../contract/catalogue';
import { purchaseState } from './purchase-state';

const article = (grade: Article['grade'], id = 10) => ({ id, grade }) as Article;

describe('purchaseState', () => {
  it('lets a simple article in stock be added as itself', () => {
    expect(purchaseState(article('simple'), null, [], [], false)).toMatchObject({ variantId: 10, addable: true, choiceMissing: false });
    expect(purchaseState(article('simple'), null, [], [], true).addable).toBe(false);
  });

  it('never adds a container: choosing everything moves the page to the variant', () => {
    expect(purchaseState(article('container'), 129, [], [], false)).toMatchObject({ variantId: null, addable: false, choiceMissing: true });
  });

  it('adds a variant page only while its own options stay chosen', () => {
    expect(purchaseState(article('variant', 129), 129, [], [], false)).toMatchObject({ variantId: 129, addable: true });
    expect(purchaseState(article('variant', 129), null, [2], [], false)).toMatchObject({ variantId: null, addable: false, choiceMissing: true });
  });

  it('needs every bundle member with attributes chosen, and lists their variants in order', () => {
    const open = [
      { memberId: 1, needsChoice: true, variantId: 129, missing: [] },
      { memberId: 2, needsChoice: false, variantId: null, missing: [] },
      { memberId: 3, needsChoice: true, variantId: null, missing: [4] },
    ];
    expect(purchaseState(article('bundle', 13), null, [], open, false)).toMatchObject({ bundleVariantIds: null, addable: false, choiceMissing: true });
    const done = open.map((m) => (m.memberId === 3 ? { ...m, variantId: 140, missing: [] } : m));
    expect(purchaseState(article('bundle', 13), null, [], done, false)).toMatchObject({ variantId: 13, bundleVariantIds: [129, 140], addable: true });
  });
});
