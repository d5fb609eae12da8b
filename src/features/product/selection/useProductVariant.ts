import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import type { Article } from '../../../../contract/catalogue';
import { articleQuery, variantMatchQuery } from '../../../lib/catalogue-api';
import { localizePath, useLang } from '../../../lib';
import { chosenOptionIds, chosenVariantId } from './selection-state';
import { useVariantSelection, type VariantSelection } from './useVariantSelection';

export type VariantLookup = 'idle' | 'loading' | 'not-found' | 'failed';

export interface ProductVariant {
  selection: VariantSelection;
  lookup: VariantLookup;
  choose: (attributeId: number, optionId: number) => void;
}

/** The container the product's selectors belong to: itself, or a variant's container. */
export const containerIdOf = (article: Article): number | null =>
  article.grade === 'container' ? article.id : article.container?.id ?? null;

/**
 * The product's own attribute selectors (docs/product/catalogue.md#variants): once every
 * attribute is chosen, the matching variant is asked of the server (containers/{id}/variants)
 * and the route is replaced with its slug, keeping the scroll position. A null answer is
 * 'var not found!'. Only the latest choice's answer is acted on.
 */
export function useProductVariant(article: Article): ProductVariant {
  const lang = useLang();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const selection = useVariantSelection(article.attributes);
  const [lookup, setLookup] = useState<VariantLookup>('idle');
  const latest = useRef(0);

  const choose = (attributeId: number, optionId: number) => {
    const next = selection.choose(attributeId, optionId);
    const optionIds = chosenOptionIds(next);
    const containerId = containerIdOf(article);
    const request = ++latest.current;
    setLookup('idle');
    if (!optionIds || containerId === null) return;
    if (article.grade === 'variant' && chosenVariantId(next) === article.id) return;
    setLookup('loading');
    void (async () => {
      try {
        const match = await queryClient.fetchQuery(variantMatchQuery(lang, containerId, optionIds));
        if (request !== latest.current) return;
        if (!match) {
          console.warn('var not found!', { containerId, optionIds });
          setLookup('not-found');
          return;
        }
        // Loaded before the route changes, so the variant shows at once.
        await queryClient.ensureQueryData(articleQuery(lang, match.slug));
        if (request !== latest.current) return;
        await navigate({
          to: localizePath(`/p/${match.slug}`, lang) as never,
          replace: true,
          // Neither the router nor the app's after-navigation may scroll: only what is shown changes.
          resetScroll: false,
          state: (previous) => ({ ...previous, keepScroll: true }),
        });
        setLookup('idle');
      } catch (error) {
        if (request !== latest.current) return;
        console.warn('variant lookup failed', error);
        setLookup('failed');
      }
    })();
  };

  return { selection, lookup, choose };
}
