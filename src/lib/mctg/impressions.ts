// Impressions (decision 143): a product card seen counts once per article and page view.

const seen = new Set<number>();

/** A new page view starts (a navigation to another path): every card may count again. */
export function newPageView(): void {
  seen.clear();
}

/** True the first time this page view sees the article; false after. */
export function firstSightOf(articleId: number): boolean {
  if (seen.has(articleId)) return false;
  seen.add(articleId);
  return true;
}
