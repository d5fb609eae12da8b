import { useLingui } from '@lingui/react/macro';
import { surchargeOf } from '../../../contract/rules/payment';
import { money, useShop } from '../../lib';
import styles from './InfoPage.module.css';

/** The payment methods the shop takes now (GET shop `payments`, actived and available). */
export function PaymentMethods() {
  const { t } = useLingui();
  const { payments } = useShop();
  const usable = payments.filter((payment) => payment.actived && payment.available);
  return (
    <ul className={styles.cards} aria-label={t`Metodi di pagamento`}>
      {usable.map((payment) => (
        <li key={payment.id} className={styles.card}>
          <h3>{payment.name}</h3>
          <p>
            {surchargeOf(payment.additionalPrice) > 0
              ? t`Costo aggiuntivo: ${money(surchargeOf(payment.additionalPrice))}`
              : t`Nessun costo aggiuntivo`}
          </p>
        </li>
      ))}
    </ul>
  );
}
