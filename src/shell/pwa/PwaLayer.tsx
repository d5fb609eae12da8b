import { afterFirstRender } from '../../lib';
import { loadOfflineLayer } from '../../offline/lite';
import { InstallButton } from './InstallButton';
import { OfflineBanner } from './OfflineBanner';
import { UpdatePrompt } from './UpdatePrompt';
import styles from './Pwa.module.css';

// The notices come from the local cart: they load with the stored part of the offline layer after
// the first render, which this starts on every page (decision 084).
const CartNoticeToasts = afterFirstRender(
  () => loadOfflineLayer().then(() => import('./CartNoticeToasts')).then((module) => module.CartNoticeToasts),
  () => null,
);

/**
 * What floats above the page: the update prompt, the install offer, cart notices as toasts, and
 * at the bottom the offline notice.
 */
export function PwaLayer() {
  return (
    <div className={styles.stack}>
      <UpdatePrompt />
      <InstallButton />
      <CartNoticeToasts />
      <OfflineBanner />
    </div>
  );
}
