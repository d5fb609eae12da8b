import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useRouter } from '@tanstack/react-router';
import { LocalizedLink, localizePath, money, useLang, useShop } from '../../../lib';
import { usePendingOrder } from '../../../offline';
import { CartTotals, DiscountCodeBox } from '../../../ui/cart';
import { StrokeSvg } from '../../../ui';
import { AddressLines, BILLING_ONLY, SHIPPING_ONLY } from '../../../ui/address';
import { paymentName, shippingReview, ShippingChoice } from '../../../ui/orders';
import { StepFrame } from '../StepFrame';
import { useCheckoutView } from '../use-checkout';
import { BuyNowBox } from '../pay/BuyNowBox';
import { CancelledPaymentNote, type ReturnedPayment } from '../pay/CancelledPaymentNote';
import { leavesForCart, purchaseState, reviewLineName } from './confirm-rules';
import styles from '../Checkout.module.css';

const PencilIcon = () => <StrokeSvg size={18}><path d="M4 20h4L19 9l-4-4L4 16v4z" /><path d="M14 6l4 4" /></StrokeSvg>;

/** A review section's heading with its edit link back to the step (an icon with its own label). */
function ReviewHead({ title, to, label }: { title: string; to: string; label: string }) {
  return (
    <div className={styles.reviewHead}>
      <h2>{title}</h2>
      <LocalizedLink to={to} className={styles.edit} aria-label={label} title={label}><PencilIcon /></LocalizedLink>
    </div>
  );
}

/**
 * /checkout/conferma (docs/product/checkout.md#confirm-step): the review of addresses,
 * shipping and payment with edit links to their steps, the products, the discount-code box and
 * the summary (FREE shipping when free, the payment surcharge when above 0), the links to the
 * terms, the shipping information and the privacy notice, and BUY NOW (pay/BuyNowBox.tsx). An
 * emptied cart goes to /carrello; unavailable items hide the purchase; adults-only lines are named
 * as left out of the order. `returned`: back from a provider's page without paying.
 */
export function ConfirmStep({ returned }: { returned?: ReturnedPayment | undefined }) {
  const { t } = useLingui();
  const shop = useShop();
  const { checkout, online, provisional, send } = useCheckoutView();
  const state = purchaseState(checkout);
  // An order placed from here empties the cart: its note stays to say so (decision 137), and
  // after its 'Vedi l'ordine' dismissed it the emptied cart is still what was bought.
  const pending = usePendingOrder();
  const orderedHere = useRef(false);
  const router = useRouter();
  const lang = useLang();
  const pendingOrder = pending?.state ?? null;
  useEffect(() => {
    if (pendingOrder === 'placed') orderedHere.current = true;
    // The cart page then says the products ran out (docs/product/cart.md#cart-page).
    if (leavesForCart({ purchase: state, pendingOrder, orderedHere: orderedHere.current })) {
      void router.navigate({ href: `${localizePath('/carrello', lang)}?da=conferma` });
    }
  }, [state, pendingOrder, router, lang]);

  const { billing, shipping: shippingAddress } = checkout.addresses;
  const shipping = shippingReview(checkout.shipping, shop.shippings);
  const payment = paymentName(checkout.payment, shop.payments);
  const lines = [...checkout.items, ...checkout.bundleItems];

  return (
    <StepFrame step="conferma" title={t`Conferma`} checkout={checkout} online={online}>
      <div className={styles.layout}>
        <div className={styles.review}>
          <section className={styles.card} data-testid="review-addresses">
            <ReviewHead title={t`Indirizzi`} to="/checkout/indirizzi" label={t`Modifica gli indirizzi`} />
            <div className={styles.cards}>
              <div>
                <h3>{t`Dati di fatturazione`}</h3>
                {billing ? <AddressLines address={billing} uses={BILLING_ONLY} /> : <p className={styles.note}>{t`Nessun indirizzo scelto.`}</p>}
              </div>
              <div>
                <h3>{t`Indirizzo di spedizione`}</h3>
                {shippingAddress ? <AddressLines address={shippingAddress} uses={SHIPPING_ONLY} /> : <p className={styles.note}>{t`Nessun indirizzo scelto.`}</p>}
              </div>
            </div>
            {checkout.gift.on ? <p>{t`È un regalo`}{checkout.gift.message ? `: «${checkout.gift.message}»` : ''}</p> : null}
          </section>
          <section className={styles.card} data-testid="review-shipping">
            <ReviewHead title={t`Spedizione`} to="/checkout/spedizione" label={t`Modifica la spedizione`} />
            {shipping ? <ShippingChoice shipping={shipping} /> : <p className={styles.note}>{t`Nessuna spedizione scelta.`}</p>}
          </section>
          <section className={styles.card} data-testid="review-payment">
            <ReviewHead title={t`Pagamento`} to="/checkout/pagamento" label={t`Modifica il pagamento`} />
            <p>{payment ?? t`Nessun metodo scelto.`}</p>
          </section>
          <section className={styles.card} data-testid="review-products">
            <h2>{t`Prodotti`}</h2>
            <ul className={styles.lines} role="list">
              {lines.map((line) => (
                <li key={line.id} className={styles.line}>
                  <span>{line.quantity} × {reviewLineName(line)}</span>
                  <span>{money(line.prices.total)}</span>
                </li>
              ))}
              {checkout.promoItems.map((line) => (
                <li key={line.id} className={styles.line}>
                  <span>{line.quantity} × {line.name}</span>
                  <span>{t`In omaggio`}</span>
                </li>
              ))}
            </ul>
            {checkout.pg18Items.length > 0 ? (
              // Kept in the cart but not sold to minors: said here, where the order is read, so a
              // line missing from it is never a surprise (docs/product/checkout.md#confirm-step).
              <div className={styles.note} data-testid="review-pg18">
                <p>{t`Non inclusi nell'ordine: vendita riservata ai maggiorenni.`}</p>
                <ul role="list">
                  {checkout.pg18Items.map((line) => <li key={line.id}>{line.quantity} × {reviewLineName(line)}</li>)}
                </ul>
              </div>
            ) : null}
          </section>
        </div>
        <aside className={styles.summary} aria-labelledby="confirm-summary-title">
          <h2 id="confirm-summary-title">{t`Riepilogo`}</h2>
          <DiscountCodeBox />
          <CartTotals cashier={checkout.cashier} provisional={provisional} detailed />
          <p className={styles.note} data-testid="confirm-legal">
            <Trans>
              Con l'acquisto accetti le <LocalizedLink to="/cgv">condizioni generali di vendita</LocalizedLink>. Come spediamo è spiegato
              nelle <LocalizedLink to="/metodi-di-spedizione">domande sulla spedizione</LocalizedLink>, come trattiamo i tuoi dati
              nell'<LocalizedLink to="/informativa-sulla-privacy">informativa sulla privacy</LocalizedLink>.
            </Trans>
          </p>
          {state === 'unavailable' ? (
            <div role="alert" className={styles.errorBox} data-testid="confirm-unavailable">
              <p>{t`Alcuni prodotti del carrello non sono più disponibili.`}</p>
              <LocalizedLink to="/carrello">{t`Torna al carrello`}</LocalizedLink>
            </div>
          ) : (
            <>
              {returned ? <CancelledPaymentNote returned={returned} /> : null}
              <BuyNowBox checkout={checkout} online={online} adopt={(answer) => void send(() => Promise.resolve(answer))} />
            </>
          )}
        </aside>
      </div>
    </StepFrame>
  );
}
