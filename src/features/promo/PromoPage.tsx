import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isNotFound, promoPageQuery } from '../../lib/catalogue-api';
import { useLang } from '../../lib';
import { ArticleGrid, ArticleGridSkeleton, ResponsiveImage } from '../../ui';
import styles from './PromoPage.module.css';
import { IMAGE_SIZES } from '../../../contract/image-sources';

const SKELETON_CARDS = 8;

/** /l/{slug}: a promotional collection — title, description, grid of its articles; unknown → /404. */
export function PromoPage({ slug }: { slug: string }) {
  const lang = useLang();
  const navigate = useNavigate();
  const promo = useQuery(promoPageQuery(lang, slug));

  useEffect(() => {
    if (isNotFound(promo.error)) void navigate({ href: '/404', replace: true });
  }, [promo.error, navigate]);

  const page = promo.data;
  return (
    <div className={styles.promo}>
      <header className={`${styles.hero} ${page?.cover ? styles.withCover : ''}`}>
        {page?.cover ? <ResponsiveImage image={page.cover} sizes={IMAGE_SIZES.fullWidth} alt="" eager className={styles.cover} /> : null}
        <div className={`page-width ${styles.text}`}>
          <h1 className={styles.title}>{page?.label ?? '\u00a0'}</h1>
          {page?.description ? <p className={styles.lead}>{page.description}</p> : null}
        </div>
      </header>
      <div className={`page-width ${styles.body}`}>
        <h2 className="visually-hidden"><Trans>Prodotti</Trans></h2>
        {page ? (
          page.articles.length > 0
            ? <ArticleGrid articles={page.articles} eagerFirst={!page.cover} />
            : <p className={styles.empty}><Trans>Siamo spiacenti, non abbiamo trovato prodotti.</Trans></p>
        ) : promo.isError && !isNotFound(promo.error) ? (
          <div className={styles.empty} role="alert">
            <p><Trans>Non è stato possibile caricare i prodotti.</Trans></p>
            <button type="button" className="btn" onClick={() => void promo.refetch()}><Trans>Riprova</Trans></button>
          </div>
        ) : <ArticleGridSkeleton count={SKELETON_CARDS} />}
      </div>
    </div>
  );
}
