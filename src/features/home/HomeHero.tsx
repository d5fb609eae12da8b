import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { useShop } from '../../lib';
import { SlideShow } from '../../ui';
import { useViewportFill } from './use-viewport-fill';
import styles from './Home.module.css';

/** The home hero: the shop's slides, as tall as the window below the banner and navbar. */
export function HomeHero() {
  const { t } = useLingui();
  const { slides, name } = useShop();
  const box = useRef<HTMLDivElement>(null);
  const height = useViewportFill(box);
  if (slides.length === 0) return <h1 className="visually-hidden">{name}</h1>;
  return (
    <div ref={box}>
      <SlideShow slides={slides} label={t`In primo piano`} eagerFirst className={styles.hero} style={height ? { height } : undefined} testId="home-hero" />
    </div>
  );
}
