import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import type { Brand } from '../../../contract/shop';
import { listingQuery } from '../../lib/catalogue-api';
import { LocalizedLink, useLang } from '../../lib';
import { ArticleCard, Carousel, ResponsiveImage } from '../../ui';
import { CAROUSEL_CARD_SIZES } from './HighlightedCarousel';
import { useNearViewport } from './use-near-viewport';
import styles from './Home.module.css';
import { IMAGE_SIZES } from '../../../contract/image-sources';

/** How many of a featured brand's articles its home section shows. */
export const BRAND_ARTICLES = 10;

/** A featured brand: cover or logo, name, description, a few of its articles (its listing's first page), link to /d/{slug}. */
export function BrandSection({ brand }: { brand: Brand }) {
  const lang = useLang();
  const box = useRef<HTMLElement>(null);
  const near = useNearViewport(box);
  const articles = useQuery({ ...listingQuery(lang, { slug: brand.slug }), enabled: near });
  const docs = articles.data?.docs.slice(0, BRAND_ARTICLES) ?? [];
  const picture = brand.cover ?? brand.logo;
  const titleId = `home-brand-${brand.slug}`;
  const name = brand.name;
  return (
    <section ref={box} className={styles.brand} aria-labelledby={titleId} data-testid="home-brand">
      <div className={`page-width ${styles.brandInner}`}>
        <LocalizedLink to={`/d/${brand.slug}`} className={styles.brandCard}>
          {picture ? <ResponsiveImage image={picture} sizes={IMAGE_SIZES.brandCover} alt="" className={styles.brandImage} /> : null}
          <span className={styles.brandText}>
            <span id={titleId} className={styles.brandName}>{brand.name}</span>
            {brand.description ? <span className={styles.brandDescription}>{brand.description}</span> : null}
            <span className={styles.brandLink}><Trans>Scopri {name}</Trans> →</span>
          </span>
        </LocalizedLink>
        {docs.length > 0 ? (
          <Carousel
            className={styles.brandCarousel}
            items={docs}
            getKey={(article) => article.id}
            label={brand.name}
            itemWidth="var(--brand-item)"
            renderItem={(article) => <ArticleCard article={article} sizes={CAROUSEL_CARD_SIZES} />}
          />
        ) : null}
      </div>
    </section>
  );
}
