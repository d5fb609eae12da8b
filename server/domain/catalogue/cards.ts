// Article cards (grid, carousels, search dropdown) for a list of ids, in that order.
import type { ArticleCard } from '../../../contract/catalogue.js';
import type { Lang } from '../../../contract/i18n-text.js';
import type { Image } from '../../../contract/image.js';
import type { Db } from '../../db/client.js';
import { translate, translateOptional } from '../i18n.js';
import { loadArticleSet, type ArticleSet, type FirstImage, type LabelRow } from './article-rows.js';
import { pricesFor, stockFacts } from './stock-of.js';

export const imageOf = (img: FirstImage | undefined, fallbackAlt: string, lang: Lang): Image | null =>
  img ? { url: `/img/${encodeURIComponent(img.key)}`, width: img.width, height: img.height, alt: translateOptional(img.alt, lang) ?? fallbackAlt } : null;

export const labelOf = (l: LabelRow, lang: Lang) => ({ slug: l.slug, name: translate(l.name, lang), color: l.color, hiddenOnCards: l.hiddenOnCards });

export function cardOf(set: ArticleSet, id: number, lang: Lang): ArticleCard | undefined {
  const row = set.articles.get(id);
  if (!row) return undefined;
  const name = translate(row.name, lang);
  return {
    id: row.id,
    slug: row.slug,
    name,
    brand: row.brandSlug && row.brandName ? { name: row.brandName, slug: row.brandSlug } : null,
    img: imageOf(set.firstImage.get(row.id), name, lang),
    labels: (set.labels.get(row.id) ?? []).map((l) => labelOf(l, lang)),
    prices: pricesFor(set, row),
    grade: row.grade,
    ...stockFacts(set, row),
  };
}

export async function loadCards(db: Db, ids: readonly number[], lang: Lang): Promise<ArticleCard[]> {
  const set = await loadArticleSet(db, ids);
  return ids.flatMap((id) => {
    const card = cardOf(set, id, lang);
    return card ? [card] : [];
  });
}
