import { useLingui } from '@lingui/react/macro';
import { useOnline } from '../../offline/lite';
import { PricesAsOf } from './PricesAsOf';
import styles from './Pwa.module.css';

function CloudOffIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M3 3l18 18M9.5 5.3A6 6 0 0 1 18 10h1a4 4 0 0 1 2.2 7.3M16 19H7a5 5 0 0 1-2.3-9.4" />
    </svg>
  );
}

/**
 * Said while the browser has no connection: what still works, what happens to cart edits, and how
 * old the prices on screen are. It floats over the page and never moves it (decision 232): a page
 * opened offline is painted as it was kept, online, and learns it is offline only once the app
 * runs; a notice pushed into the page then would move the button under a finger about to tap it.
 */
export function OfflineBanner() {
  const { t } = useLingui();
  const online = useOnline();
  // The live region stays in the page, so the change is announced when it fills.
  return (
    <div role="status" data-testid="offline-banner-region" className={styles.bannerRegion}>
      {online ? null : (
        <div className={styles.banner} data-testid="offline-banner">
          <CloudOffIcon />
          <div>
            <span>{t`Sei offline: puoi continuare a navigare e a modificare il carrello, le modifiche saranno inviate appena torni online.`}</span>
            <PricesAsOf className={styles.bannerAsOf} />
          </div>
        </div>
      )}
    </div>
  );
}
