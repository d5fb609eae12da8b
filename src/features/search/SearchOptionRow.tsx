import { ResponsiveImage, Price } from '../../ui';
import type { SearchOption } from './search-options';
import styles from './LiveSearch.module.css';
import { IMAGE_SIZES } from '../../../contract/image-sources';

interface SearchOptionRowProps {
  option: SearchOption;
  id: string;
  active: boolean;
  onChoose: (option: SearchOption) => void;
}

/** One role=option row; articles show a 44 px thumbnail (the 88 px rendition), name, brand and price. */
export function SearchOptionRow({ option, id, active, onChoose }: SearchOptionRowProps) {
  return (
    <li
      role="option"
      id={id}
      aria-selected={active}
      className={option.kind === 'article' ? `${styles.option} ${styles.articleOption}` : styles.option}
      data-active={active || undefined}
      data-href={option.href}
      onClick={() => onChoose(option)}
    >
      {option.kind === 'article' ? (
        <>
          <span className={styles.thumb}>
            {option.article.img ? (
              <ResponsiveImage image={option.article.img} sizes={IMAGE_SIZES.searchThumb} fallbackWidth={88} alt="" className={styles.thumbImg} />
            ) : null}
          </span>
          <span className={styles.articleName}>{option.label}</span>
          {option.article.brand ? <span className={styles.articleBrand}>{option.article.brand.name}</span> : null}
          <Price prices={option.article.prices} grade={option.article.grade} className={styles.articlePrice} />
        </>
      ) : (
        <span className={styles.optionLabel}>{option.label}</span>
      )}
    </li>
  );
}
