import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { shopQuery, useLang, useShop } from '../../lib';
import styles from './ShopClosedBanner.module.css';

function StoreClosedIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M4 10v10h16V10M3 4h18l-1 6H4L3 4zM10 20v-5h4v5" />
    </svg>
  );
}

/** While closed, the shop is asked again every minute, so the banner and the refusals end soon after it reopens. */
const CLOSED_REFETCH_MS = 60_000;

/**
 * Said on every page while the shop is not available (docs/product/catalogue.md#shop-availability, decision 091): shoppers
 * can browse, but adding to the cart and checking out are refused. A status (not an alert): it is
 * information about the page, not an interruption. The region stays in the page, so a change is
 * announced when it fills.
 */
export function ShopClosedBanner() {
  const { t } = useLingui();
  const { available } = useShop();
  useQuery({ ...shopQuery(useLang()), refetchInterval: (query) => (query.state.data?.available === false ? CLOSED_REFETCH_MS : false) });
  return (
    <div role="status" data-testid="shop-closed-region">
      {available ? null : (
        <div className={styles.banner} data-testid="shop-closed-banner">
          <StoreClosedIcon />
          <p>{t`Al momento il negozio non accetta ordini: puoi guardare i prodotti, ma non è possibile acquistare.`}</p>
        </div>
      )}
    </div>
  );
}
