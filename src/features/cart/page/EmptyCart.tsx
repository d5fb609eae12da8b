import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { LocalizedLink } from '../../../lib';
import { backToShopPath } from '../../../shell';
import styles from './EmptyCart.module.css';

export interface EmptyCartProps {
  /** The cart was just emptied on screen: take focus, as the removed line's buttons are gone. */
  focusOnMount?: boolean;
  onNavigate?: () => void;
  /** A page heading (h1) on /carrello, a section heading in the drawer. */
  headingLevel?: 1 | 2;
  /** Sent here by the confirm step, whose products ran out (docs/product/cart.md#cart-page). */
  fromConfirm?: boolean;
}

/**
 * 'Nessun prodotto nel carrello' and a way back to the last department (else home); coming from the
 * confirm step, it says the products ran out or are no longer available.
 */
export function EmptyCart({ focusOnMount = false, onNavigate, headingLevel = 2, fromConfirm = false }: EmptyCartProps) {
  const { t } = useLingui();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) titleRef.current?.focus();
  }, [focusOnMount]);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.empty} data-testid="cart-empty">
      <Heading className={styles.title} tabIndex={-1} ref={titleRef}>{t`Nessun prodotto nel carrello`}</Heading>
      {fromConfirm ? <p role="status" data-testid="cart-empty-from-confirm">{t`I prodotti che stavi acquistando sono esauriti o non sono più disponibili.`}</p> : null}
      <LocalizedLink to={backToShopPath()} className="btn" onClick={onNavigate}>{t`Torna allo shopping`}</LocalizedLink>
    </div>
  );
}
