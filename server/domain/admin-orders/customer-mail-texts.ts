// The words of the mails the back office's actions send the customer (decision 193), in the shop's
// five languages. The order's language (orders.lang) picks one.
import { inFiveLangs } from '../i18n.js';

export const transferReceivedSubject = (number: string) => inFiveLangs(/*i18n*/ { id: 'adminOrders.customerMail.transferReceivedSubject', message: "Pagamento ricevuto per l'ordine {number}" }, { number });
export const transferReceived = (number: string, amount: string) => inFiveLangs(/*i18n*/ { id: 'adminOrders.customerMail.transferReceived', message: "abbiamo ricevuto il tuo bonifico di {amount} per l'ordine {number}. Grazie!" }, { amount, number });
export const TRANSFER_THEN_SHIP = inFiveLangs(/*i18n*/ { id: 'adminOrders.customerMail.transferThenShip', message: 'Ora prepariamo il tuo ordine e ti scriveremo quando sarà spedito.' });
export const TRANSFER_THEN_PICKUP = inFiveLangs(/*i18n*/ { id: 'adminOrders.customerMail.transferThenPickup', message: 'Ora prepariamo il tuo ordine: ti scriveremo quando sarà pronto per il ritiro.' });

export const readyForPickupSubject = (number: string) => inFiveLangs(/*i18n*/ { id: 'adminOrders.customerMail.readyForPickupSubject', message: 'Il tuo ordine {number} è pronto per il ritiro' }, { number });
export const readyForPickup = (number: string, place: string) => inFiveLangs(/*i18n*/ { id: 'adminOrders.customerMail.readyForPickup', message: 'il tuo ordine {number} è pronto: puoi ritirarlo presso {place}.' }, { number, place });
export const OPENING_HOURS = inFiveLangs(/*i18n*/ { id: 'adminOrders.customerMail.openingHours', message: 'Orari di apertura' });
export const CLOSED = inFiveLangs(/*i18n*/ { id: 'adminOrders.customerMail.closed', message: 'chiuso' });
export const BRING_NUMBER = inFiveLangs(/*i18n*/ { id: 'adminOrders.customerMail.bringNumber', message: "Porta con te il numero dell'ordine." });
export const WEEKDAYS = {
  monday: inFiveLangs(/*i18n*/ { id: 'adminOrders.customerMail.weekdays.monday', message: 'lunedì' }),
  tuesday: inFiveLangs(/*i18n*/ { id: 'adminOrders.customerMail.weekdays.tuesday', message: 'martedì' }),
  wednesday: inFiveLangs(/*i18n*/ { id: 'adminOrders.customerMail.weekdays.wednesday', message: 'mercoledì' }),
  thursday: inFiveLangs(/*i18n*/ { id: 'adminOrders.customerMail.weekdays.thursday', message: 'giovedì' }),
  friday: inFiveLangs(/*i18n*/ { id: 'adminOrders.customerMail.weekdays.friday', message: 'venerdì' }),
  saturday: inFiveLangs(/*i18n*/ { id: 'adminOrders.customerMail.weekdays.saturday', message: 'sabato' }),
  sunday: inFiveLangs(/*i18n*/ { id: 'adminOrders.customerMail.weekdays.sunday', message: 'domenica' }),
} as const;

export const shippedSubject = (number: string) => inFiveLangs(/*i18n*/ { id: 'adminOrders.customerMail.shippedSubject', message: 'Il tuo ordine {number} è stato spedito' }, { number });
export const shipped = (number: string, carrier: string) => inFiveLangs(/*i18n*/ { id: 'adminOrders.customerMail.shipped', message: 'il tuo ordine {number} è partito con {carrier}.' }, { number, carrier });
/** Shipped by the shop's own means ('other'): no courier to name. */
export const shippedByTheShop = (number: string) => inFiveLangs(/*i18n*/ { id: 'adminOrders.customerMail.shippedByTheShop', message: 'il tuo ordine {number} è partito.' }, { number });
export const TRACKING_NUMBER = inFiveLangs(/*i18n*/ { id: 'adminOrders.customerMail.trackingNumber', message: 'Numero di spedizione' });
export const TRACK = inFiveLangs(/*i18n*/ { id: 'adminOrders.customerMail.track', message: 'Segui la spedizione' });

export const refundedSubject = (number: string) => inFiveLangs(/*i18n*/ { id: 'adminOrders.customerMail.refundedSubject', message: "Rimborso per l'ordine {number}" }, { number });
export const refunded = (number: string, amount: string) => inFiveLangs(/*i18n*/ { id: 'adminOrders.customerMail.refunded', message: "ti abbiamo rimborsato {amount} per l'ordine {number}." }, { amount, number });
export const REFUND_TO_CARD = inFiveLangs(/*i18n*/ { id: 'adminOrders.customerMail.refundToCard', message: "L'importo torna sul metodo di pagamento usato: può servire qualche giorno perché compaia." });
export const REFUND_BY_HAND = inFiveLangs(/*i18n*/ { id: 'adminOrders.customerMail.refundByHand', message: "Ti restituiamo l'importo direttamente: se ci servono i tuoi dati bancari ti contatteremo." });
export const LINES = inFiveLangs(/*i18n*/ { id: 'adminOrders.customerMail.lines', message: 'Articoli rimborsati' });

export const cancelledSubject = (number: string) => inFiveLangs(/*i18n*/ { id: 'adminOrders.customerMail.cancelledSubject', message: 'Il tuo ordine {number} è stato annullato' }, { number });
export const cancelled = (number: string) => inFiveLangs(/*i18n*/ { id: 'adminOrders.customerMail.cancelled', message: 'il tuo ordine {number} è stato annullato.' }, { number });
export const CANCELLED_UNPAID = inFiveLangs(/*i18n*/ { id: 'adminOrders.customerMail.cancelledUnpaid', message: 'Non devi pagare nulla.' });
export const QUESTIONS = inFiveLangs(/*i18n*/ { id: 'adminOrders.customerMail.questions', message: 'Per qualsiasi domanda rispondi pure a questa e-mail.' });
export const SEE_ORDERS = inFiveLangs(/*i18n*/ { id: 'adminOrders.customerMail.seeOrders', message: 'I tuoi ordini' });
