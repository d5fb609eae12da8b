import { ResponsiveImage } from '../../ui';
import type { ListingSubject } from './listing-subject';
import styles from './Listing.module.css';
import { IMAGE_SIZES } from '../../../contract/image-sources';

/** The listing's hero: cover, name (with the brand it is narrowed to) and short description. */
export function ListingHero({ subject }: { subject: ListingSubject }) {
  return (
    <header className={`${styles.hero} ${subject.cover ? styles.heroWithCover : ''}`} data-testid="listing-hero">
      {subject.cover ? (
        <ResponsiveImage image={subject.cover} sizes={IMAGE_SIZES.fullWidth} alt="" eager className={styles.heroImage} />
      ) : null}
      <div className={`page-width ${styles.heroText}`}>
        <h1 className={styles.heroTitle}>
          {subject.name}
          {subject.brandName ? <span className={styles.heroBrand}> · {subject.brandName}</span> : null}
        </h1>
        {subject.shortDescription ? <p className={styles.heroLead}>{subject.shortDescription}</p> : null}
      </div>
    </header>
  );
}

/** The department's (or brand's) description at the foot of the listing, paragraph by paragraph. */
export function ListingDescription({ subject }: { subject: ListingSubject }) {
  const paragraphs = subject.description?.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean) ?? [];
  if (paragraphs.length === 0) return null;
  return (
    <section className="page-width" aria-label={subject.name}>
      <div className={styles.description}>
        {paragraphs.map((text, index) => <p key={index}>{text}</p>)}
      </div>
    </section>
  );
}
