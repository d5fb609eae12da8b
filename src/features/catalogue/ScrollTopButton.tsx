import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { ChevronUp } from '../../ui';
import styles from './Listing.module.css';

/** Shown once the page is scrolled more than two screen heights (docs/product/catalogue.md#listing). */
export const SCROLL_TOP_AFTER_SCREENS = 2;

export function ScrollTopButton() {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > SCROLL_TOP_AFTER_SCREENS * window.innerHeight);
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  if (!shown) return null;
  const toTop = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  };
  return (
    <button type="button" className={styles.scrollTop} onClick={toTop} aria-label={t`Torna su`}>
      <ChevronUp />
    </button>
  );
}
