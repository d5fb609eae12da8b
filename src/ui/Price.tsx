import { Trans } from '@lingui/react/macro';
import type { Grade } from '../../contract/checkout';
import type { Prices } from '../../contract/catalogue';
import { money } from '../lib';
import { priceParts } from './price-parts';
import styles from './Price.module.css';

export interface PriceProps {
  prices: Prices;
  grade: Grade;
  /** 'lg' on the product page, 'md' on cards. */
  size?: 'md' | 'lg';
  className?: string;
}

/** Price block: the price paid (VAT included), the crossed-out gross and '-n%' when discounted, 'da' for containers. */
export function Price({ prices, grade, size = 'md', className }: PriceProps) {
  const parts = priceParts(prices, grade);
  return (
    <p className={`${styles.price} ${styles[size]} ${className ?? ''}`} data-testid="price">
      {parts.from ? <span className={styles.from}><Trans>da</Trans> </span> : null}
      <span className={parts.before !== null ? styles.paidDiscounted : styles.paid}>{money(parts.paid)}</span>
      {parts.before !== null ? (
        <>
          {' '}
          <s className={styles.before}>
            <span className="visually-hidden"><Trans>invece di</Trans> </span>
            {money(parts.before)}
          </s>
        </>
      ) : null}
      {parts.discount !== null ? <> <span className={styles.discount}>-{parts.discount}%</span></> : null}
    </p>
  );
}
