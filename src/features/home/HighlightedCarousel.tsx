import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { highlightedsQuery } from '../../lib/catalogue-api';
import { LocalizedLink, useLang } from '../../lib';
import { ArticleCard, ArticleCardSkeleton, Carousel } from '../../ui';
import styles from './Home.module.css';
import { IMAGE_SIZES } from '../../../contract/image-sources';

/** Card `sizes` inside a home carousel: 5 per row on desktop, 3 on tablets, about 2 on phones. */
export const CAROUSEL_CARD_SIZES = IMAGE_SIZES.carouselCard;
const SKELETONS = 5;

/** The highlighted articles' carousel and the button to the whole shop (/d). */
export function HighlightedCarousel() {
  const { t } = useLingui();
  const lang = useLang();
  const highlighted = useQuery(highlightedsQuery(lang));
  const title = t`Prodotti in evidenza`;
  return (
    <section className={`page-width ${styles.section}`} aria-labelledby="home-highlighted">
      <div className={styles.sectionHead}>
        <h2 id="home-highlighted" className={styles.sectionTitle}>{title}</h2>
      </div>
      {highlighted.data ? (
        highlighted.data.length > 0 ? (
          <Carousel
            items={highlighted.data}
            getKey={(article) => article.id}
            label={title}
            renderItem={(article) => <ArticleCard article={article} sizes={CAROUSEL_CARD_SIZES} />}
          />
        ) : null
      ) : (
        <Carousel items={Array.from({ length: SKELETONS }, (_, i) => i)} getKey={(i) => i} label={title} renderItem={() => <ArticleCardSkeleton />} />
      )}
      <div className={styles.shopButton}>
        <LocalizedLink to="/d" className="btn" data-testid="home-shop-button"><Trans>Vai al negozio</Trans></LocalizedLink>
      </div>
    </section>
  );
}
