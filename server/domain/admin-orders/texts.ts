// The back office's order refusals in the shop's five languages (decision 193).
import type { I18nText } from '../../../contract/i18n-text.js';
import type { OrderStatus } from '../../../contract/order-life.js';
import { inFiveLangs } from '../i18n.js';
import { STAFF_STATUS_TEXTS } from '../orders/status-texts.js';

/** The status named as the staff read it (STAFF_STATUS_TEXTS), never its code. */
export const statusConflict = (status: OrderStatus): I18nText => inFiveLangs(
  /*i18n*/ { id: 'adminOrders.statusConflict', message: "L'ordine è nello stato «{status}»: questa azione non è possibile." },
  { status: STAFF_STATUS_TEXTS[status] },
);

export const NOT_A_TRANSFER = inFiveLangs(/*i18n*/ { id: 'adminOrders.notATransfer', message: "L'ordine non è pagato con bonifico." });

export const NOT_A_PICKUP = inFiveLangs(/*i18n*/ { id: 'adminOrders.notAPickup', message: "L'ordine non è da ritirare in negozio." });

export const IS_A_PICKUP = inFiveLangs(/*i18n*/ { id: 'adminOrders.isAPickup', message: "L'ordine è da ritirare in negozio: non si spedisce." });

export const NOTHING_PAID = inFiveLangs(/*i18n*/ { id: 'adminOrders.nothingPaid', message: "L'ordine non è ancora stato pagato: non c'è nulla da rimborsare." });

export const refundTooMuch = (refundable: string): I18nText => inFiveLangs(/*i18n*/ { id: 'adminOrders.refundTooMuch', message: 'Si possono rimborsare al massimo {refundable}.' }, { refundable });

export const REFUND_LINE_UNKNOWN = inFiveLangs(/*i18n*/ { id: 'adminOrders.refundLineUnknown', message: "Questa riga non è dell'ordine." });

export const REFUND_LINE_TWICE = inFiveLangs(/*i18n*/ { id: 'adminOrders.refundLineTwice', message: 'Ogni riga si indica una sola volta.' });

export const refundTooManyUnits = (refundable: number): I18nText => inFiveLangs(/*i18n*/ { id: 'adminOrders.refundTooManyUnits', message: 'Di questa riga si possono rimborsare al massimo {refundable} pezzi.' }, { refundable });

export const REFUND_PROVIDER_FAILED = inFiveLangs(/*i18n*/ { id: 'adminOrders.refundProviderFailed', message: "Il fornitore del pagamento ha rifiutato il rimborso: l'ordine non è cambiato." });

export const REFUND_PROVIDER_DOWN = inFiveLangs(/*i18n*/ { id: 'adminOrders.refundProviderDown', message: "Il fornitore del pagamento non risponde: riprova più tardi. L'ordine non è cambiato." });

// The delivery day the staff record (decision 249).
export const NOT_SHIPPED = inFiveLangs(/*i18n*/ { id: 'adminOrders.notShipped', message: "L'ordine non è ancora partito: non c'è una consegna da registrare." });

export const DELIVERY_DAY_IN_FUTURE = inFiveLangs(/*i18n*/ { id: 'adminOrders.deliveryDayInFuture', message: 'Il giorno di consegna non può essere nel futuro.' });

export const DELIVERY_BEFORE_SHIPPING = inFiveLangs(/*i18n*/ { id: 'adminOrders.deliveryBeforeShipping', message: 'Il giorno di consegna non può essere prima del giorno di spedizione.' });

// The invoice of an order already shipped, issued by the staff (decision 260).
export const INVOICE_NOT_SHIPPED = inFiveLangs(/*i18n*/ { id: 'adminOrders.invoiceNotShipped', message: "L'ordine non è ancora partito: la fattura si emette quando si spedisce o si consegna." });

export const NO_INVOICE_REQUEST = inFiveLangs(/*i18n*/ { id: 'adminOrders.noInvoiceRequest', message: "Il cliente non ha chiesto la fattura per questo ordine." });

export const ALREADY_INVOICED = inFiveLangs(/*i18n*/ { id: 'adminOrders.alreadyInvoiced', message: "La fattura di questo ordine è già stata emessa." });

export const SELLER_DATA_MISSING = inFiveLangs(/*i18n*/ { id: 'adminOrders.sellerDataMissing', message: "Mancano i dati del venditore (o non sono validi): completali nelle impostazioni del negozio prima di emettere la fattura." });
