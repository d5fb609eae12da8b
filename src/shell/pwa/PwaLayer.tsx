import { CartNoticeToasts } from './CartNoticeToasts';
import { InstallButton } from './InstallButton';
import { UpdatePrompt } from './UpdatePrompt';
import styles from './Pwa.module.css';

/** What floats above the page: the update prompt, the install offer, and cart notices as toasts. */
export function PwaLayer() {
  return (
    <div className={styles.stack}>
      <UpdatePrompt />
      <InstallButton />
      <CartNoticeToasts />
    </div>
  );
}
