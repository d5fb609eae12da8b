import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { LocalizedLink } from '../../../lib';
import { shopUnavailableText } from '../../../offline';
import styles from './CartPage.module.css';

/**
 * PROCEED to /checkout/accedi; disabled with its reason while offline, while the shop is not
 * available (docs/product/catalogue.md#shop-availability, decision 091) or with nothing to buy.
 */
export function ProceedButton({ online, buyable, shopAvailable }: { online: boolean; buyable: boolean; shopAvailable: boolean }) {
  const { t } = useLingui();
  const reasonId = useId();
  const reason = !online
    ? t`Il checkout ha bisogno della connessione a internet: riprova quando sei online.`
    : !shopAvailable ? shopUnavailableText()
    : !buyable ? t`Nel carrello non ci sono prodotti acquistabili.` : null;

  if (reason === null) {
    return <LocalizedLink to="/checkout/accedi" className={`btn btn-accent ${styles.proceed}`} data-testid="cart-proceed">{t`Procedi`}</LocalizedLink>;
  }
  return (
    <>
      <button type="button" className={`btn ${styles.proceed}`} disabled aria-describedby={reasonId} data-testid="cart-proceed">{t`Procedi`}</button>
      <p id={reasonId} className={styles.proceedReason} data-testid="cart-proceed-reason">{reason}</p>
    </>
  );
}
