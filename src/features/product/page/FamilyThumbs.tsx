import { useLingui } from '@lingui/react/macro';
import type { Article } from '../../../../contract/catalogue';
import { LocalizedLink } from '../../../lib';
import { ResponsiveImage } from '../../../ui';
import styles from './ProductPage.module.css';
import { IMAGE_SIZES } from '../../../../contract/image-sources';

/** The other articles of the product's family (e.g. other colours), as thumbnails linking to /p/{slug}. */
export function FamilyThumbs({ article }: { article: Article }) {
  const { t } = useLingui();
  if (article.articlesFamilies.length === 0) return null;
  return (
    <ul role="list" className={styles.family} aria-label={t`Altre versioni`} data-testid="family">
      {article.articlesFamilies.map((member) => (
        <li key={member.id}>
          <LocalizedLink to={`/p/${member.slug}`} className={styles.familyLink} title={member.name}
            aria-current={member.id === article.id ? 'page' : undefined}>
            {member.img ? <ResponsiveImage image={member.img} alt={member.name} sizes={IMAGE_SIZES.thumb} fallbackWidth={88} className={styles.familyImage} />
              : <span className="visually-hidden">{member.name}</span>}
          </LocalizedLink>
        </li>
      ))}
    </ul>
  );
}
