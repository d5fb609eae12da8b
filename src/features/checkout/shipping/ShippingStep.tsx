import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ShippingMethod } from '../../../../contract/shop';
import { money, useLang, useShop } from '../../../lib';
import { checkoutCalls, shippingGroupsQuery } from '../checkout-api';
import { StepFrame } from '../StepFrame';
import { useCheckoutView } from '../use-checkout';
import { useProceed } from '../use-proceed';
import { CourierTime } from './CourierTime';
import { PickupPicker } from './PickupPicker';
import {
  draftOfCheckout, groupsOfShop, shippingBody, withCourierOption, withMethod, type ShippingDraft, type ShippingType,
} from './shipping-rules';
import { useShippingTypeLabels } from '../../../ui/orders';
import styles from '../Checkout.module.css';

/** The fee a method shows next to its name: its fixed fee, or free (pickup, or no fee set). */
function useFeeText() {
  const { t } = useLingui();
  return (doc: ShippingMethod | undefined) => (doc && doc.thresholds.fixed.on && doc.thresholds.fixed.value > 0 ? money(doc.thresholds.fixed.value) : t`Gratis`);
}

/**
 * /checkout/spedizione (docs/product/checkout.md#shipping-step): the types; courier asks for
 * an option; pickup for a point, then a day from tomorrow, then a slot of that day's opening
 * hours. Proceed is enabled once the choice is complete; it records it and goes to payment.
 */
export function ShippingStep() {
  const { t } = useLingui();
  const lang = useLang();
  const feeText = useFeeText();
  const typeLabels = useShippingTypeLabels();
  const { checkout, online, send } = useCheckoutView();
  const shop = useShop();
  const query = useQuery(shippingGroupsQuery(lang));
  // Offline (or before the answer) the shop's own list, kept since start-up.
  const groups = query.data ?? groupsOfShop(shop.shippings, checkout.delivery.country);
  const [draft, setDraft] = useState<ShippingDraft>(() => draftOfCheckout(checkout.shipping));
  const { sending, failure, clear, proceed } = useProceed('pagamento', send);
  const body = shippingBody(draft);
  const couriers = groups.find((group) => group.type === 'courier')?.docs ?? [];
  const points = groups.find((group) => group.type === 'pickup')?.docs ?? [];

  const pick = (next: ShippingDraft) => {
    clear();
    setDraft(next);
  };

  return (
    <StepFrame step="spedizione" title={t`Spedizione`} checkout={checkout} online={online}>
      {query.isError && online ? <p className={styles.note}>{t`I metodi di spedizione non si sono aggiornati: vedi quelli salvati.`}</p> : null}
      <fieldset className={styles.choices} data-testid="shipping-types">
        <legend>{t`Come vuoi ricevere l'ordine?`}</legend>
        {groups.map((group) => (
          <label key={group.type} className={styles.choice}>
            <input type="radio" name="shipping-type" value={group.type} checked={draft.method === group.type} disabled={!online} onChange={() => pick(withMethod(draft, group.type, groups))} />
            <span className={styles.choiceBody}>
              <span className={styles.choiceTitle}>{typeLabels[group.type as ShippingType]}</span>
              {group.docs.length === 1 && group.docs[0]!.description ? <span className={styles.note}>{group.docs[0]!.description}</span> : null}
            </span>
            {group.type !== 'courier' ? <span className={styles.choiceExtra}>{feeText(group.type === 'pickup' ? undefined : group.docs[0])}</span> : null}
          </label>
        ))}
      </fieldset>
      {draft.method === 'courier' ? (
        <fieldset className={styles.choices} data-testid="shipping-couriers">
          <legend>{t`Scegli il corriere`}</legend>
          {couriers.map((doc) => (
            <label key={doc.id} className={styles.choice}>
              <input type="radio" name="shipping-courier" checked={draft.id === doc.id} disabled={!online} onChange={() => pick(withCourierOption(draft, doc.id))} />
              <span className={styles.choiceBody}>
                <span className={styles.choiceTitle}>{doc.name}</span>
                {doc.description ? <span className={styles.note}>{doc.description}</span> : null}
                <CourierTime days={doc.deliveryAverageDays} />
              </span>
              <span className={styles.choiceExtra}>{feeText(doc)}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {draft.method === 'pickup' ? <PickupPicker points={points} draft={draft} online={online} onChange={pick} /> : null}
      {failure ? <p role="alert" className={styles.errorBox}>{failure}</p> : null}
      <div className={styles.proceedRow}>
        <p className={styles.note}>{body === null ? t`Completa la scelta della spedizione per procedere.` : null}</p>
        <button type="button" className={`btn btn-accent ${styles.proceed}`} disabled={body === null || !online || sending} onClick={() => body && void proceed(() => checkoutCalls.shipping(body, lang))} data-testid="checkout-proceed">
          {sending ? t`Un attimo…` : t`Procedi`}
        </button>
      </div>
    </StepFrame>
  );
}
