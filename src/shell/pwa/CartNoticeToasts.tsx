import { useEffect, useRef } from 'react';
import { useCartNotices } from '../../offline';
import { toast } from '../toast/toastState';

/** When this page was opened, in the clock notices are stamped with (Date.now()). */
const pageOpenedAt = () => performance.timeOrigin;

/**
 * Each reconciliation notice that arrives while this page is open is toasted once (the cart
 * drawer and page list them until dismissed). Notices older than the page are not repeated; one
 * made after the page opened is toasted even when it was written before this layer first read
 * the list (a reconnect while the layer still loaded).
 */
export function CartNoticeToasts() {
  const { notices, loaded } = useCartNotices();
  const seen = useRef<number | null>(null);
  useEffect(() => {
    if (!loaded) return;
    const newest = notices.at(-1)?.seq ?? 0;
    const first = seen.current === null;
    for (const notice of notices) {
      const fresh = first ? notice.createdAt >= pageOpenedAt() : notice.seq > seen.current!;
      if (fresh) toast(notice.text, notice.kind === 'priceChanged' ? 'info' : 'warning');
    }
    seen.current = Math.max(seen.current ?? 0, newest);
  }, [notices, loaded]);
  return null;
}
