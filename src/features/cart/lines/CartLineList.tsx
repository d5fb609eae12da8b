import type { ReactNode } from 'react';
import type { CartItem } from '../../../../contract/checkout';
import { lineKeyOf } from '../../../offline';
import { CartLine, type LineKind } from './CartLine';
import { removeLine, setLineQuantity } from './line-edits';
import { useFocusAfterRemoval } from './useFocusAfterRemoval';
import styles from './CartLineList.module.css';

export interface CartLineListProps {
  title: ReactNode;
  items: readonly CartItem[];
  kind: LineKind;
  compact?: boolean;
  onNavigate?: () => void;
  /** The section's data-testid ('cart-unavailable' for the unavailable products). */
  testId?: string;
  /** Headings inside the drawer are one level below the page's. */
  headingLevel?: 2 | 3;
  /** The products list's heading may be only for screen readers. */
  hideTitle?: boolean;
  /** Where focus goes when this list's last line is removed (the cart's other lists or its empty state). */
  focusElsewhere?: () => HTMLElement | null | undefined;
}

/** One list of the cart (products, free promo products, unavailable products); nothing when empty. */
export function CartLineList({ title, items, kind, compact, onNavigate, testId, headingLevel = 2, hideTitle = false, focusElsewhere }: CartLineListProps) {
  const keys = items.map(lineKeyOf);
  const { listRef, fallbackRef, willRemove } = useFocusAfterRemoval(keys, focusElsewhere);
  if (items.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const remove = (item: CartItem) => {
    willRemove(lineKeyOf(item));
    removeLine(item);
  };

  return (
    <section className={styles.section} data-testid={testId} data-kind={kind} ref={listRef}>
      <Heading className={hideTitle ? 'visually-hidden' : styles.title} tabIndex={-1} ref={fallbackRef}>{title}</Heading>
      <ul className={styles.list} role="list">
        {items.map((item) => (
          <CartLine
            key={lineKeyOf(item)}
            item={item}
            kind={kind}
            compact={compact}
            onNavigate={onNavigate}
            onQuantity={setLineQuantity}
            onRemove={remove}
          />
        ))}
      </ul>
    </section>
  );
}
