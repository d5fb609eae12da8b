import { useLingui } from '@lingui/react/macro';
import { LocalizedLink } from '../../../lib';
import { useCart } from '../../../offline';
import { closeDrawer } from '../../../shell';
import { CartLineList } from '../lines/CartLineList';
import { EmptyCart } from '../page/EmptyCart';
import { CartTotals } from '../../../ui/cart';
import { cartLists, useWasFilled } from '../use-cart-lines';
import styles from './CartDrawerContent.module.css';

const close = () => closeDrawer('cart');
const firstLine = () => document.querySelector<HTMLElement>('[data-drawer="cart"] [data-line-focus]');

/**
 * The cart drawer's content (docs/product/cart.md#cart-drawer): the lines, free promo and
 * unavailable products, shipping, total with VAT, the note on shipping, 'go to cart'.
 */
export function CartDrawerContent() {
  const { t } = useLingui();
  const { state, provisional } = useCart();
  const lists = cartLists(state);
  const wasFilled = useWasFilled(lists.empty);

  if (lists.empty) return <EmptyCart focusOnMount={wasFilled} onNavigate={close} />;
  return (
    <div className={styles.content} data-testid="cart-drawer-content">
      <div className={styles.lists}>
        <CartLineList title={t`Prodotti`} hideTitle items={lists.items} kind="item" compact onNavigate={close} headingLevel={3} focusElsewhere={firstLine} />
        <CartLineList title={t`Prodotti in omaggio`} items={lists.promoItems} kind="promo" compact onNavigate={close} headingLevel={3} focusElsewhere={firstLine} />
        <CartLineList title={t`Prodotti non disponibili`} items={lists.unavailableItems} kind="unavailable" compact onNavigate={close} headingLevel={3} testId="cart-unavailable" focusElsewhere={firstLine} />
        <CartLineList title={t`Prodotti vietati ai minori`} items={lists.pg18Items} kind="pg18" compact onNavigate={close} headingLevel={3} testId="cart-pg18" focusElsewhere={firstLine} />
      </div>
      <footer className={styles.summary}>
        <CartTotals cashier={state.cashier} provisional={provisional} />
        <p className={styles.note}>{t`Il costo della spedizione può variare durante il checkout e viene confermato nella pagina di conferma.`}</p>
        <LocalizedLink to="/carrello" className={`btn btn-accent ${styles.go}`} onClick={close} data-testid="cart-drawer-go">
          {t`Vai al carrello`}
        </LocalizedLink>
      </footer>
    </div>
  );
}
