import { useLingui } from '@lingui/react/macro';
import { useShop, LocalizedLink, linkTarget } from '../../lib';
import styles from './TopBanner.module.css';

/** The line of text above the navbar (shop.banner), with its optional button. */
export function TopBanner() {
  const { t } = useLingui();
  const { banner } = useShop();
  if (!banner || banner.placeholder.trim() === '') return null;
  const showButton = banner.buttonOn && banner.buttonSlug && banner.buttonPlaceholder;
  const target = showButton ? linkTarget(banner.buttonSlug!) : null;

  return (
    <aside className={styles.banner} aria-label={t`Annuncio`}>
      <div className={`page-width ${styles.inner}`}>
        <p className={styles.text}>{banner.placeholder}</p>
        {target && target.external ? (
          <a href={target.to} className={styles.button}>{banner.buttonPlaceholder}</a>
        ) : null}
        {target && !target.external ? (
          <LocalizedLink to={target.to} className={styles.button}>{banner.buttonPlaceholder}</LocalizedLink>
        ) : null}
      </div>
    </aside>
  );
}
