import { describe, expect, it } from 'vitest';
import { lineKeyOf, lineKeyOfAdd } from './line-key';
import { article, containerArticle, serverItem } from './test-data';

describe('line keys', () => {
  it('name a line by what it buys, the same before and after the server saw it', () => {
    const shirt = containerArticle(100);
    const added = lineKeyOfAdd({ article: shirt, variantId: 101 });
    const fromServer = lineKeyOf(serverItem({ articleId: 101, containerId: 100, grade: 'variant' }));
    expect(added).toBe(fromServer);
    expect(lineKeyOf(serverItem({ articleId: 101, quantity: 7, id: 'another-id' }))).toBe(fromServer);
  });

  it('keep bundles with different selections apart, and selections in member order', () => {
    const bundle = article({ id: 300, grade: 'bundle' });
    const a = lineKeyOfAdd({ article: bundle, variantId: [11, 21] });
    const b = lineKeyOfAdd({ article: bundle, variantId: [12, 21] });
    expect(a).not.toBe(b);
    expect(a).toBe(lineKeyOf(serverItem({ articleId: 300, grade: 'bundle', selection: [11, 21] })));
    expect(lineKeyOfAdd({ article: bundle, variantId: [21, 11] })).not.toBe(a);
  });

  it('give a simple article the same key with or without a quantity', () => {
    expect(lineKeyOfAdd({ article: article({ id: 7 }) })).toBe(lineKeyOf(serverItem({ articleId: 7 })));
  });
});
