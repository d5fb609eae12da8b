import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PaymentMethodId } from '../../../../contract/shop';
import { money, useLang, useShop } from '../../../lib';
import { checkoutCalls, paymentMethodsQuery } from '../checkout-api';
import { StepFrame } from '../StepFrame';
import { useCheckoutView } from '../use-checkout';
import { useProceed } from '../use-proceed';
import { errorShown, methodAllowed, methodsOfShop, paymentBody, preselectedMethod, surchargeOf } from './payment-rules';
import styles from '../Checkout.module.css';

/**
 * /checkout/pagamento (docs/product/checkout.md#payment-step; decision 136): the shop's
 * methods with their surcharge, the checkout's preselected through the switch rules (a method
 * the chosen shipping rules out is shown disabled, with why); proceed once one is chosen →
 * checkout/me/payments → the confirm step. A failure shows its message, except with card selected.
 */
export function PaymentStep() {
  const { t } = useLingui();
  const lang = useLang();
  const { checkout, online, send } = useCheckoutView();
  const shop = useShop();
  const query = useQuery(paymentMethodsQuery(lang));
  const methods = query.data ?? methodsOfShop(shop.payments);
  const [picked, setPicked] = useState<PaymentMethodId | null>(null);
  const { sending, failure, proceed } = useProceed('conferma', send);
  const shipping = checkout.shipping.method;
  const selected = picked ?? preselectedMethod(checkout, methods);
  const shownError = errorShown(selected, failure);

  return (
    <StepFrame step="pagamento" title={t`Pagamento`} checkout={checkout} online={online}>
      <fieldset className={styles.choices} data-testid="payment-methods">
        <legend>{t`Come vuoi pagare?`}</legend>
        {methods.map((method) => {
          const allowed = methodAllowed(method.id, shipping);
          const surcharge = surchargeOf(method);
          return (
            <label key={method.id} className={styles.choice} data-method={method.id}>
              <input
                type="radio" name="payment-method" value={method.id} checked={selected === method.id}
                disabled={!allowed || !online} onChange={() => setPicked(method.id)}
              />
              <span className={styles.choiceBody}>
                <span className={styles.choiceTitle}>{method.name}</span>
                {allowed ? null : <span className={styles.note}>{t`Non disponibile con la spedizione scelta.`}</span>}
              </span>
              {surcharge > 0 ? <span className={styles.choiceExtra}>+ {money(surcharge)}</span> : null}
            </label>
          );
        })}
      </fieldset>
      {shownError ? <p role="alert" className={styles.errorBox} data-testid="payment-error">{shownError}</p> : null}
      <div className={styles.proceedRow}>
        <p className={styles.note}>{selected === null ? t`Scegli un metodo di pagamento per procedere.` : null}</p>
        <button type="button" className={`btn btn-accent ${styles.proceed}`} disabled={selected === null || !online || sending} onClick={() => selected && void proceed(() => checkoutCalls.payment(paymentBody(selected, checkout), lang))} data-testid="checkout-proceed">
          {sending ? t`Un attimo…` : t`Procedi`}
        </button>
      </div>
    </StepFrame>
  );
}
