// Impressions and hovers (decision 143): a product card seen, or rested on with the mouse, counts
// once per article and page view. Keys carry the path, so a card of the next page seen before the
// navigation is announced keeps its count when the new page view begins.

/** What counts once per card and page view. */
export type OncePerView = 'impression' | 'hover';

const seen = new Set<string>();

const keyOf = (path: string, kind: OncePerView, articleId: number) => `${path} ${kind} ${articleId}`;

/** The page view of `path` begins: what was seen on other pages may count again. */
export function newPageView(path: string): void {
  for (const key of seen) if (!key.startsWith(`${path} `)) seen.delete(key);
}

/** True the first time this page view sees (or hovers) the article; false after. */
export function firstSightOf(articleId: number, path: string, kind: OncePerView = 'impression'): boolean {
  const key = keyOf(path, kind, articleId);
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
}
