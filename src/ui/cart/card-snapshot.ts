import type { QueryClient } from '@tanstack/react-query';
import type { ArticleCard } from '../../../contract/catalogue';
import type { Lang } from '../../../contract/langs';
import { articleQuery } from '../../lib/catalogue-api';
import { findArticle, type ArticleSnapshot } from '../../offline';

/**
 * What a card's add puts in the cart: the full article when it can be had (its cart minimum and
 * maximum and VAT rate are not on cards), from the query cache, the network or the articles seen
 * offline; else the card itself (minimum 1), which the server corrects when it answers.
 */
export async function cardSnapshot(card: ArticleCard, lang: Lang, queryClient: QueryClient): Promise<ArticleSnapshot> {
  try {
    return await queryClient.fetchQuery(articleQuery(lang, card.slug));
  } catch {
    const stored = await findArticle(card.id).catch(() => undefined);
    return stored?.article ?? card;
  }
}
