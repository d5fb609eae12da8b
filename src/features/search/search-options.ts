import type { ArticleCard } from '../../../contract/catalogue';
import type { SearchResult } from '../../../contract/search';

// The search answer as the dropdown shows it: non-empty groups in the spec's order (departments,
// categories, brands, articles; promo pages last), each option numbered across all groups so the
// arrow keys walk one flat list.

export type SearchGroupKey = 'departments' | 'categories' | 'brands' | 'articles' | 'pagesPromos';

export const GROUP_ORDER: readonly SearchGroupKey[] = ['departments', 'categories', 'brands', 'articles', 'pagesPromos'];

interface OptionBase {
  /** Site path without language prefix: /d/{slug}, /p/{slug} or /l/{slug}. */
  href: string;
  label: string;
}
type OptionData =
  | (OptionBase & { kind: 'place' | 'brand' | 'promo' })
  | (OptionBase & { kind: 'article'; article: ArticleCard });

/** One choice of the dropdown; `index` is its place in the flat list the arrow keys walk. */
export type SearchOption = OptionData & { index: number };

export interface SearchGroup {
  key: SearchGroupKey;
  options: SearchOption[];
}

function optionsOf(result: SearchResult, key: SearchGroupKey): OptionData[] {
  switch (key) {
    case 'departments':
    case 'categories':
      // A listing's one address is /d/{slug}; /d/{path} only redirects there (decision 090).
      return result[key].map((place) => ({ kind: 'place', href: `/d/${place.slug}`, label: place.name }));
    case 'brands':
      return result.brands.map((brand) => ({ kind: 'brand', href: `/d/${brand.slug}`, label: brand.name }));
    case 'articles':
      return result.articles.map((article) => ({ kind: 'article', href: `/p/${article.slug}`, label: article.name, article }));
    case 'pagesPromos':
      return result.pagesPromos.map((promo) => ({ kind: 'promo', href: `/l/${promo.slug}`, label: promo.label }));
  }
}

/** The groups that have options, in display order; no answer (nothing searched yet) is no groups. */
export function searchGroups(result: SearchResult | undefined): SearchGroup[] {
  if (!result) return [];
  let index = 0;
  const groups: SearchGroup[] = [];
  for (const key of GROUP_ORDER) {
    const options = optionsOf(result, key).map((option): SearchOption => ({ ...option, index: index++ }));
    if (options.length > 0) groups.push({ key, options });
  }
  return groups;
}

/**
 * The option the arrow keys move to. The list wraps (past the last comes the first, as in the
 * WAI-ARIA combobox examples); with none active, Down starts at the first and Up at the last.
 */
export function moveActive(current: number | null, count: number, step: 1 | -1): number | null {
  if (count === 0) return null;
  if (current === null || current >= count) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
