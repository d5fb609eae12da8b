import { useLingui } from '@lingui/react/macro';
import type { Cashier } from '../../../contract/checkout';
import { money } from '../../lib';
import styles from './CartTotals.module.css';

export interface CartTotalsProps {
  cashier: Cashier;
  /** Lines or totals are the client's estimate until the server confirms (useCart().provisional). */
  provisional: boolean;
  /** The cart page also shows the subtotal and the VAT share; the drawer only shipping and total. */
  detailed?: boolean;
}

/**
 * The discount code's amount off (decision 107), shipping (GRATIS when free, else its gross), the
 * payment method's surcharge when above 0 (docs/product/checkout.md#confirm-step), total
 * with VAT included, and the provisional mark.
 */
export function CartTotals({ cashier, provisional, detailed = false }: CartTotalsProps) {
  const { t } = useLingui();
  const code = cashier.promo.code ?? '';
  return (
    <div className={styles.totals} data-testid="cart-totals">
      <dl className={styles.rows}>
        {detailed ? (
          <div className={styles.row}>
            <dt>{t`Subtotale`}</dt>
            <dd data-testid="cart-subtotal">{money(cashier.gross)}</dd>
          </div>
        ) : null}
        {cashier.promo.gross > 0 ? (
          <div className={`${styles.row} ${styles.discount}`}>
            <dt>{t`Sconto ${code}`}</dt>
            <dd data-testid="cart-discount">−{money(cashier.promo.gross)}</dd>
          </div>
        ) : null}
        <div className={styles.row}>
          <dt>{t`Spedizione`}</dt>
          <dd data-testid="cart-shipping" className={cashier.shipping.free ? styles.free : undefined}>
            {cashier.shipping.free ? t`GRATIS` : money(cashier.shipping.gross)}
          </dd>
        </div>
        {cashier.payment.additionalGross > 0 ? (
          <div className={styles.row}>
            <dt>{t`Costo del metodo di pagamento`}</dt>
            <dd data-testid="cart-surcharge">{money(cashier.payment.additionalGross)}</dd>
          </div>
        ) : null}
        <div className={`${styles.row} ${styles.total}`}>
          <dt>
            {t`Totale`} <span className={styles.vat}>{t`IVA inclusa`}</span>
          </dt>
          <dd data-testid="cart-total">{money(cashier.total)}</dd>
        </div>
        {detailed ? (
          <div className={`${styles.row} ${styles.tax}`}>
            <dt>{t`di cui IVA`}</dt>
            <dd>{money(cashier.tax)}</dd>
          </div>
        ) : null}
      </dl>
      {provisional ? (
        <p className={styles.provisional} data-testid="cart-provisional">
          <strong>{t`provvisorio`}</strong> {t`I totali saranno confermati alla prossima sincronizzazione con il negozio.`}
        </p>
      ) : null}
    </div>
  );
}
