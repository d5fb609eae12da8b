import type { ArticleCard as ArticleCardData } from '../../contract/catalogue';
import { ArticleCard, ArticleCardSkeleton } from './ArticleCard';
import styles from './ArticleGrid.module.css';
import { IMAGE_SIZES } from '../../contract/image-sources';

export type GridColumns = 3 | 4;

/** The `sizes` of a card in a grid of 3 or 4 columns (2 on phones). */
export function gridCardSizes(columns: GridColumns): string {
  return columns === 3 ? IMAGE_SIZES.gridCard3 : IMAGE_SIZES.gridCard4;
}

export interface ArticleGridProps {
  articles: readonly ArticleCardData[];
  /** Desktop columns (phones show 2, tablets 3). */
  columns?: GridColumns;
  /** The first card's image is the page's first image: loaded eagerly. */
  eagerFirst?: boolean;
  onOpen?: (article: ArticleCardData) => void;
}

/** A grid of article cards (listings, promo pages). */
export function ArticleGrid({ articles, columns = 4, eagerFirst = false, onOpen }: ArticleGridProps) {
  const sizes = gridCardSizes(columns);
  return (
    <ul role="list" className={`${styles.grid} ${columns === 3 ? styles.three : styles.four}`} data-testid="article-grid">
      {articles.map((article, index) => (
        <li key={article.id}>
          <ArticleCard article={article} sizes={sizes} eager={eagerFirst && index === 0} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}

/** `count` skeleton cards in the same grid, while a page loads. */
export function ArticleGridSkeleton({ count, columns = 4 }: { count: number; columns?: GridColumns }) {
  return (
    <ul role="list" className={`${styles.grid} ${columns === 3 ? styles.three : styles.four}`} aria-busy="true">
      {Array.from({ length: count }, (_, index) => <li key={index}><ArticleCardSkeleton /></li>)}
    </ul>
  );
}
