import type { WishArticle } from '../../../contract/wishes';
import type { OutboxEntry } from '../core/types';
import { isWishPayload, type WishMirror, type WishPayload, type WishSnapshot } from './types';

// The wishes the user sees: the server's last answer with the pending edits applied, in order
// (decision 109). Pure, like the cart's projection.

export const wishPayloads = (entries: readonly Pick<OutboxEntry, 'payload'>[]): WishPayload[] =>
  entries.map((e) => e.payload).filter(isWishPayload);

/** The wished article ids, latest first. */
export function projectWishIds(mirror: WishMirror | undefined, entries: readonly Pick<OutboxEntry, 'payload'>[]): number[] {
  let ids = [...(mirror?.wish?.articles ?? [])];
  for (const payload of wishPayloads(entries)) {
    ids = ids.filter((id) => id !== payload.articleId);
    if (payload.kind === 'wish.add') ids.unshift(payload.articleId);
  }
  return ids;
}

/**
 * The list page's articles: the server's populated list, with articles wished offline shown from
 * the snapshot the toggle gave (until the server's list is read again).
 */
export function projectWishList(mirror: WishMirror | undefined, entries: readonly Pick<OutboxEntry, 'payload'>[]): WishSnapshot[] {
  const known = new Map<number, WishSnapshot | WishArticle>((mirror?.list ?? []).map((a) => [a.id, a]));
  for (const payload of wishPayloads(entries)) {
    if (payload.kind === 'wish.add' && payload.article && !known.has(payload.articleId)) known.set(payload.articleId, payload.article);
  }
  return projectWishIds(mirror, entries).flatMap((id) => {
    const article = known.get(id);
    return article ? [article] : [];
  });
}

/**
 * The navbar's count: the articles the list shows, so the two always agree, offline too — an id
 * without an article to show (wished elsewhere, not read yet) is not counted (decision 206).
 */
export const projectWishCount = (mirror: WishMirror | undefined, entries: readonly Pick<OutboxEntry, 'payload'>[]): number =>
  projectWishList(mirror, entries).length;
