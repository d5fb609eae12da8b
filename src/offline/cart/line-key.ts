import type { CartItem } from '../../../contract/checkout';
import type { AddInput } from './types';

// A cart line is named on the client by what it buys: the article (a simple article, a variant
// or a bundle) and, for bundles, the chosen variant of each container member. The server's item
// id is unknown for lines added offline, so every local edit uses this key; the flusher resolves
// it to the item id from the latest server state (decision 072).

export function lineKey(articleId: number, selection: readonly number[] = []): string {
  return selection.length === 0 ? `a${articleId}` : `a${articleId}:${selection.join('.')}`;
}

/** The stable key of a server cart line. */
export function lineKeyOf(item: Pick<CartItem, 'articleId' | 'selection'>): string {
  return lineKey(item.articleId, item.selection);
}

/** What an add buys: the variant for a container and a variant id, the bundle and its selection. */
export function purchaseOf(input: Pick<AddInput, 'article' | 'variantId'>): { articleId: number; selection: number[] } {
  const { article, variantId } = input;
  if (Array.isArray(variantId)) return { articleId: article.id, selection: [...variantId] };
  if (typeof variantId === 'number' && article.grade !== 'bundle') return { articleId: variantId, selection: [] };
  return { articleId: article.id, selection: [] };
}

/** The key of the line an add lands on. */
export function lineKeyOfAdd(input: Pick<AddInput, 'article' | 'variantId'>): string {
  const { articleId, selection } = purchaseOf(input);
  return lineKey(articleId, selection);
}
