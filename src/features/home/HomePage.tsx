import { useLingui } from '@lingui/react/macro';
import { useShop } from '../../lib';
import { PromoBanner, SlideShow } from '../../ui';
import { BrandSection } from './BrandSection';
import { HighlightedCarousel } from './HighlightedCarousel';
import { HomeHero } from './HomeHero';
import styles from './Home.module.css';

/**
 * Home (/): hero, highlighted carousel with the button to /d, the promo banner, featured brands,
 * and the full-height sponsor carousel closing the page (decision 146).
 */
export function HomePage() {
  const { t } = useLingui();
  const { brands, bannersSponsors, promoBanner } = useShop();
  const featured = brands.filter((brand) => brand.featured);
  return (
    <div className={styles.home}>
      <HomeHero />
      <HighlightedCarousel />
      {promoBanner ? <PromoBanner banner={promoBanner} testId="home-promo" /> : null}
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
