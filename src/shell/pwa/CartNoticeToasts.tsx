import { useEffect, useRef } from 'react';
import { useCartNotices } from '../../offline';
import { toast } from '../toast/toastState';

/**
 * Each reconciliation notice that arrives while this page is open is toasted once (the cart
 * drawer and page list them until dismissed). Notices older than the page are not repeated.
 */
export function CartNoticeToasts() {
  const { notices, loaded } = useCartNotices();
  const seen = useRef<number | null>(null);
  useEffect(() => {
    if (!loaded) return;
    const newest = notices.at(-1)?.seq ?? 0;
    if (seen.current === null) {
      seen.current = newest;
      return;
    }
    for (const notice of notices) {
      if (notice.seq > seen.current) toast(notice.text, notice.kind === 'priceChanged' ? 'info' : 'warning');
    }
    seen.current = Math.max(seen.current, newest);
  }, [notices, loaded]);
  return null;
}
