import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { useShop } from '../../../lib';
import { useCart, usePendingOrder } from '../../../offline';
import { CartLineList } from '../lines/CartLineList';
import { CartTotals, DiscountCodeBox } from '../../../ui/cart';
import { cartLists, useWasFilled } from '../use-cart-lines';
import { CartNotices } from './CartNotices';
import { EmptyCart } from './EmptyCart';
import { ProceedButton } from './ProceedButton';
import styles from './CartPage.module.css';

/**
 * /carrello (docs/product/cart.md#cart-page): hero, the sync's notices, products, free promo and
 * unavailable products, the discount-code box, the summary and PROCEED.
 */
export function CartPage({ fromConfirm = false }: { fromConfirm?: boolean }) {
  const { t } = useLingui();
  const { state, provisional, online } = useCart();
  // The confirm step's products ran out, unless the cart emptied because they were bought: an
  // order placed from the outbox (decision 137) is not said to be sold out.
  const bought = usePendingOrder()?.state === 'placed';
  const shopAvailable = useShop().available;
  const lists = cartLists(state);
  const wasFilled = useWasFilled(lists.empty);
  const linesRef = useRef<HTMLDivElement>(null);
  const firstLine = () => linesRef.current?.querySelector<HTMLElement>('[data-line-focus]');
  const count = state.counts.quantity;

  return (
    <div className={styles.page} data-testid="cart-page">
      <header className={styles.hero}>
        <div className="page-width">
          <h1 className={styles.heroTitle}>{t`Carrello`}</h1>
          {count > 0 ? <p className={styles.heroLead}>{plural(count, { one: '# prodotto', other: '# prodotti' })}</p> : null}
        </div>
      </header>
      <div className={`page-width ${styles.body}`}>
        <CartNotices />
        {lists.empty ? <EmptyCart focusOnMount={wasFilled} fromConfirm={fromConfirm && !bought} /> : (
          <div className={styles.layout}>
            <div className={styles.lists} ref={linesRef}>
              <CartLineList title={t`Prodotti`} items={lists.items} kind="item" focusElsewhere={firstLine} />
              <CartLineList title={t`Prodotti in omaggio`} items={lists.promoItems} kind="promo" focusElsewhere={firstLine} />
              <CartLineList title={t`Prodotti non disponibili`} items={lists.unavailableItems} kind="unavailable" testId="cart-unavailable" focusElsewhere={firstLine} />
              <CartLineList title={t`Prodotti vietati ai minori`} items={lists.pg18Items} kind="pg18" testId="cart-pg18" focusElsewhere={firstLine} />
            </div>
            <aside className={styles.summary} aria-labelledby="cart-summary-title">
              <h2 id="cart-summary-title" className={styles.summaryTitle}>{t`Riepilogo`}</h2>
              <DiscountCodeBox />
              <CartTotals cashier={state.cashier} provisional={provisional} detailed />
              <p className={styles.note}>{t`Il costo della spedizione può variare durante il checkout e viene confermato nella pagina di conferma.`}</p>
              <ProceedButton online={online} buyable={state.counts.items > 0} shopAvailable={shopAvailable} />
            </aside>
          </div>
        )}
      </div>
    </div>
  );
}
