import { Trans } from '@lingui/react/macro';
import { useRef } from 'react';
import type { ArticleCard as ArticleCardData } from '../../contract/catalogue';
import { LocalizedLink, trackClick } from '../lib';
import { CardCartControl } from './cart/CardCartControl';
import { WishToggle } from './wishes';
import { Labels } from './Labels';
import { Price } from './Price';
import { ResponsiveImage } from './ResponsiveImage';
import { useHover } from './use-hover';
import { useImpression } from './use-impression';
import styles from './ArticleCard.module.css';
import { IMAGE_SIZES } from '../../contract/image-sources';

/** Default `sizes` of a card: 4 columns on desktop, 2 on phones. */
export const CARD_SIZES = IMAGE_SIZES.gridCard4;

export interface ArticleCardProps {
  article: ArticleCardData;
  /** Override when the card shows at another width (carousels, 3-column grid). */
  sizes?: string;
  /** The page's first image only. */
  eager?: boolean;
  /** Called as the card is opened (its `click` event is sent anyway); navigation to /p/{slug} happens anyway. */
  onOpen?: (article: ArticleCardData) => void;
}

/** A grid/carousel card: image, brand, name, labels (not 'Evidenza'), price, 'Esaurito', wish toggle, cart control; links to /p/{slug}. */
export function ArticleCard({ article, sizes = CARD_SIZES, eager = false, onOpen }: ArticleCardProps) {
  const card = useRef<HTMLElement>(null);
  useImpression(card, article);
  useHover(card, article);
  const open = () => {
    trackClick(article.id, { slug: article.slug });
    onOpen?.(article);
  };
  return (
    <article ref={card} className={styles.card} data-testid="article-card" data-article-id={article.id}>
      <LocalizedLink to={`/p/${article.slug}`} className={styles.link} onClick={open}>
        <div className={styles.media}>
          {article.img ? (
            <ResponsiveImage image={article.img} sizes={sizes} alt={article.img.alt ?? article.name} eager={eager} className={styles.img} />
          ) : <div className={styles.noImage} aria-hidden="true" />}
          {article.outOfStock ? <span className={styles.soldOut}><Trans>Esaurito</Trans></span> : null}
        </div>
        <div className={styles.body}>
          {article.brand ? <p className={styles.brand}>{article.brand.name}</p> : null}
          <h3 className={styles.name}>{article.name}</h3>
        </div>
      </LocalizedLink>
      {/* Outside the link (a button may not sit in one), over the image's corner. */}
      <div className={styles.wish}><WishToggle article={article} size="card" /></div>
      <div className={styles.foot}>
        <Labels labels={article.labels} onCard />
        <Price prices={article.prices} grade={article.grade} />
        <CardCartControl article={article} />
      </div>
    </article>
  );
}

/** The placeholder of a card while its page loads (the listing shows 40). */
export function ArticleCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true" data-testid="article-card-skeleton">
      <div className={`${styles.media} ${styles.shimmer}`} />
      <div className={styles.body}>
        <div className={`${styles.bar} ${styles.shimmer}`} style={{ width: '40%' }} />
        <div className={`${styles.bar} ${styles.shimmer}`} style={{ width: '85%' }} />
        <div className={`${styles.bar} ${styles.shimmer}`} style={{ width: '30%' }} />
      </div>
    </div>
  );
}
