import { useLingui } from '@lingui/react/macro';
import { useShop } from '../../lib';
import { BrandSection } from './BrandSection';
import { HighlightedCarousel } from './HighlightedCarousel';
import { HomeHero } from './HomeHero';
import { SlideShow } from './SlideShow';
import styles from './Home.module.css';

/** Home (/): hero, highlighted carousel with the button to /d, featured brands, sponsors. */
export function HomePage() {
  const { t } = useLingui();
  const { brands, bannersSponsors } = useShop();
  const featured = brands.filter((brand) => brand.featured);
  return (
    <div className={styles.home}>
      <HomeHero />
      <HighlightedCarousel />
      {featured.length > 0 ? (
        <div className={styles.brands}>
          {featured.map((brand) => <BrandSection key={brand.id} brand={brand} />)}
        </div>
      ) : null}
      {bannersSponsors.length > 0 ? (
        <SlideShow slides={bannersSponsors} label={t`I nostri sponsor`} className={styles.sponsors} testId="home-sponsors" />
      ) : null}
    </div>
  );
}
