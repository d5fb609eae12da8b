import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { relatedArticlesQuery } from '../../../lib/catalogue-api';
import { useLang } from '../../../lib';
import { ArticleCard, Carousel } from '../../../ui';
import styles from './ProductPage.module.css';
import { IMAGE_SIZES } from '../../../../contract/image-sources';

/** 'Potrebbe interessarti anche': the related articles' cards (GET catalogs/departments?ids=…). */
export function RelatedProducts({ ids }: { ids: readonly number[] }) {
  const { t } = useLingui();
  const lang = useLang();
  const { data } = useQuery(relatedArticlesQuery(lang, ids));
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
