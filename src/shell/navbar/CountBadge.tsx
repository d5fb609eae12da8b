import { usePulse } from './usePulse';
import styles from './NavIcons.module.css';

/**
 * The number on the wish and cart icons; it pulses for 3 s whenever it changes. At 0 there is
 * nothing to count: it hides at once, pulse or not (a purchase empties the cart, and a pulsing
 * '0' read as a cart with something in it).
 */
export function CountBadge({ count, name }: { count: number; name: string }) {
  const pulsing = usePulse(count);
  return (
    <span
      className={styles.badge}
      data-count={name}
      data-testid={`${name}-count`}
      data-pulsing={pulsing ? 'true' : 'false'}
      hidden={count === 0}
      aria-hidden="true"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
