import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import type { Order } from '../../../../contract/orders';
import { useShop } from '../../../lib';
import { AddressLines, BILLING_ONLY, SHIPPING_ONLY } from '../../../ui/address';
import { paymentName, shippingReview, ShippingChoice } from '../../../ui/orders';
import styles from '../Me.module.css';

/** One part of the detail, named by its heading (a region a screen reader can jump to). */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

/**
 * What an order was placed with, as the checkout kept it (docs/product/orders.md#order:
 * checkout.addresses, shipping, payment, gift): the billing and shipping addresses, the shipping
 * or pickup (a pickup has no shipping address to show), and the payment method, in the words of
 * the confirm step's review.
 */
export function OrderChoices({ checkout }: { checkout: Order['checkout'] }) {
  const { t } = useLingui();
  const shop = useShop();
  const shipping = shippingReview(checkout.shipping, shop.shippings);
  return (
    <div className={styles.orderChoices} data-testid="order-choices">
      <Part title={t`Dati di fatturazione`}>
        <AddressLines address={checkout.addresses.billing} uses={BILLING_ONLY} />
      </Part>
      {checkout.shipping.method !== 'pickup' ? (
        <Part title={t`Indirizzo di spedizione`}>
          <AddressLines address={checkout.addresses.shipping} uses={SHIPPING_ONLY} />
        </Part>
      ) : null}
      <Part title={t`Spedizione`}>
        {shipping ? <ShippingChoice shipping={shipping} /> : null}
        {checkout.gift.on ? <p>{t`È un regalo`}{checkout.gift.message ? `: «${checkout.gift.message}»` : ''}</p> : null}
      </Part>
      <Part title={t`Pagamento`}>
        <p>{paymentName(checkout.payment, shop.payments)}</p>
      </Part>
    </div>
  );
}
