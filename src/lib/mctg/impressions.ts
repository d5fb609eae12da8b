// Impressions (decision 143): a product card seen counts once per article and page view. Keys
// carry the path, so a card of the next page seen before the navigation is announced keeps its
// count when the new page view begins.

const seen = new Set<string>();

const keyOf = (path: string, articleId: number) => `${path} ${articleId}`;

/** The page view of `path` begins: what was seen on other pages may count again. */
export function newPageView(path: string): void {
  for (const key of seen) if (!key.startsWith(`${path} `)) seen.delete(key);
}

/** True the first time this page view sees the article; false after. */
export function firstSightOf(articleId: number, path: string): boolean {
  const key = keyOf(path, articleId);
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
}
