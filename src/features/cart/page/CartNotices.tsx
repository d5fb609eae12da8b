import { useLingui } from '@lingui/react/macro';
import { useCartNotices } from '../../../offline';
import { noticeLines } from './notice-lines';
import styles from './CartPage.module.css';

/** What the last sync changed in the cart, one line per article, until dismissed. */
export function CartNotices() {
  const { t } = useLingui();
  const { notices, dismiss } = useCartNotices();
  const lines = noticeLines(notices);
  if (lines.length === 0) return null;
  return (
    <section className={styles.notices} aria-label={t`Cambiamenti nel carrello`}>
      <ul role="list">
        {lines.map((notice) => (
          <li key={notice.lineKey} className={styles.notice} data-testid="cart-notice">
            <p>{notice.text}</p>
            <button
              type="button"
              className={styles.dismiss}
              onClick={() => void Promise.all(notice.seqs.map((seq) => dismiss(seq)))}
              aria-label={t`Chiudi avviso`}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
