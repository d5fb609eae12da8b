// The order calls' refusals in the shop's five languages.
import { inFiveLangs } from '../i18n.js';

/** Another customer's order reads as one that does not exist (never 403: nothing is revealed). */
export const ORDER_NOT_FOUND = inFiveLangs(/*i18n*/ { id: 'orders.orderNotFound', message: 'Ordine non trovato' });

export const CART_EMPTY = inFiveLangs(/*i18n*/ { id: 'orders.cartEmpty', message: "Il carrello è vuoto: non c'è nulla da ordinare." });

export const CHECKOUT_INCOMPLETE = inFiveLangs(/*i18n*/ { id: 'orders.checkoutIncomplete', message: 'Completa indirizzi, spedizione e pagamento prima di acquistare.' });

/** The client answers it with the cart re-check dialog (decision 127). */
export const CART_CHANGED = inFiveLangs(/*i18n*/ { id: 'orders.cartChanged', message: 'Alcuni articoli del carrello non sono più disponibili nella quantità richiesta: ricontrolla il carrello.' });

export const PAID_ONLINE = inFiveLangs(/*i18n*/ { id: 'orders.paidOnline', message: 'Questo ordine si paga online: si conclude con il pagamento.' });

export const ORDER_EXPIRED = inFiveLangs(/*i18n*/ { id: 'orders.orderExpired', message: 'Il tempo per concludere questo ordine è scaduto: ricontrolla il carrello e riprova.' });

export const PAYMENT_MISMATCH = inFiveLangs(/*i18n*/ { id: 'orders.paymentMismatch', message: 'Il pagamento non corrisponde a questo ordine.' });

export const ORDER_PLACED = inFiveLangs(/*i18n*/ { id: 'orders.orderPlaced', message: 'Questo ordine è già stato concluso.' });

export const PAID_LATER = inFiveLangs(/*i18n*/ { id: 'orders.paidLater', message: 'Questo ordine non si paga online.' });

/** The order's payment method is not the provider asked to take it (decision 130). */
export const PAYMENT_METHOD_MISMATCH = inFiveLangs(/*i18n*/ { id: 'orders.paymentMethodMismatch', message: 'Questo ordine si paga con un altro metodo di pagamento.' });

/** The provider has not taken the payment (yet): the customer may try again. */
export const PAYMENT_NOT_COMPLETED = inFiveLangs(/*i18n*/ { id: 'orders.paymentNotCompleted', message: 'Il pagamento non è stato completato: puoi riprovare o scegliere un altro metodo di pagamento.' });

/** The lines of the provider's payment page besides the goods. */
export const SHIPPING_LINE = inFiveLangs(/*i18n*/ { id: 'orders.shippingLine', message: 'Spedizione' });
export const SURCHARGE_LINE = inFiveLangs(/*i18n*/ { id: 'orders.surchargeLine', message: 'Costo del metodo di pagamento' });

/** The payment provider did not answer (an outage, a timeout): nothing was charged, try again (503). */
export const PAYMENT_PROVIDER_UNAVAILABLE = inFiveLangs(/*i18n*/ { id: 'orders.paymentProviderUnavailable', message: 'Il servizio di pagamento non risponde in questo momento: non è stato addebitato nulla. Riprova tra qualche minuto.' });

/** A payment in another currency than the order's (the shop sells in euros only). */
export const PAYMENT_CURRENCY = inFiveLangs(/*i18n*/ { id: 'orders.paymentCurrency', message: "Il pagamento non è in euro: l'ordine non è stato concluso." });

/** The provider refused to start the payment (its answer is on the order's last error). */
export const PAYMENT_START_REFUSED = inFiveLangs(/*i18n*/ { id: 'orders.paymentStartRefused', message: 'Non è stato possibile avviare il pagamento: non è stato addebitato nulla. Riprova o scegli un altro metodo di pagamento.' });
