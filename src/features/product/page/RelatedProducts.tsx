import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { popularArticlesQuery, relatedArticlesQuery } from '../../../lib/catalogue-api';
import { useLang } from '../../../lib';
import { ArticleCard, Carousel } from '../../../ui';
import styles from './ProductPage.module.css';
import { IMAGE_SIZES } from '../../../../contract/image-sources';

/** How many of the week's most viewed stand in for an article without related ones. */
const POPULAR_SHOWN = 12;

/**
 * 'Potrebbe interessarti anche': the related articles' cards (GET catalogs/departments?ids=…); an
 * article with none shows the week's most viewed others instead (decision 145), after hydration.
 */
export function RelatedProducts({ articleId, ids }: { articleId: number; ids: readonly number[] }) {
  const { t } = useLingui();
  const lang = useLang();
  const popular = useQuery({ ...popularArticlesQuery(), enabled: ids.length === 0 });
  const shown = ids.length > 0
    ? ids
    : (popular.data?.viewed ?? []).map((entry) => entry.id).filter((id) => id !== articleId).slice(0, POPULAR_SHOWN);
  const { data } = useQuery(relatedArticlesQuery(lang, shown));
  if (!data || data.length === 0) return null;
  return (
    // A plain block: the carousel inside is the region, named like the heading (one landmark, not two).
    <div className={styles.related} data-testid="related">
      <h2 className={styles.sectionTitle}><Trans>Potrebbe interessarti anche</Trans></h2>
      <Carousel
        items={data}
        getKey={(card) => card.id}
        label={t`Potrebbe interessarti anche`}
        renderItem={(card) => <ArticleCard article={card} sizes={IMAGE_SIZES.carouselCard} />}
      />
    </div>
  );
}
