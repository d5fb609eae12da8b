// What an add-to-cart names, as the line it adds to (decision 060): a container with its chosen
// variant, or the variant itself, both become the variant's line; a bundle's line is the bundle
// with the chosen variant of each container member, in member order.
import type { AddToCartBody } from '../../../contract/cart.js';
import type { Db } from '../../db/client.js';
import { loadArticleSet, type ArticleSet, type CartArticle } from './article-set.js';
import { bundleUnits, type LineTarget } from './line-rules.js';
import { CartRefusal } from './refusal.js';
import * as texts from './texts.js';

export interface Purchase {
  target: LineTarget;
  article: CartArticle;
  set: ArticleSet;
}

const asList = (v: AddToCartBody['variantId']): number[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]);

const invalid = (payload: Record<string, unknown>) => new CartRefusal('invalid', 'INVALID_VARIANT', texts.INVALID_VARIANT, payload);
const required = (expected: number) => new CartRefusal('invalid', 'VARIANT_REQUIRED', texts.VARIANT_REQUIRED, { expected });

/** The line an add-to-cart body names; refuses unknown articles and selections that do not fit. */
export async function resolvePurchase(db: Db, body: Pick<AddToCartBody, 'id' | 'variantId'>): Promise<Purchase> {
  const chosen = asList(body.variantId);
  const set = await loadArticleSet(db, [body.id, ...chosen]);
  const named = set.articles.get(body.id);
  if (!named) throw new CartRefusal('missing', 'ARTICLE_NOT_FOUND', texts.ARTICLE_NOT_FOUND, { id: body.id });
  const line = (article: CartArticle, selection: number[]): Purchase => ({ target: { articleId: article.id, selection }, article, set });

  switch (named.grade) {
    case 'simple':
      if (chosen.length > 0) throw invalid({ variantId: body.variantId });
      return line(named, []);
    case 'variant':
      // The variant itself, optionally repeated as variantId.
      if (chosen.some((v) => v !== named.id)) throw invalid({ variantId: body.variantId });
      return line(named, []);
    case 'container': {
      if (chosen.length === 0) throw required(1);
      const variant = set.articles.get(chosen[0]!);
      if (chosen.length > 1 || !variant || variant.grade !== 'variant' || variant.containerId !== named.id) {
        throw invalid({ variantId: body.variantId });
      }
      return line(variant, []);
    }
    case 'bundle': {
      const result = bundleUnits(set, named.id, chosen);
      if ('problem' in result) {
        throw result.problem === 'required' ? required(result.expected) : invalid({ variantId: body.variantId, expected: result.expected });
      }
      return line(named, chosen);
    }
  }
}
