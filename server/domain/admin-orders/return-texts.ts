// The words of the returns (docs/decisions/245-returns-in-the-back-office.md): the customer's mails
// when a return is accepted, refused or its goods checked, and the refusals of the staff's calls,
// in the shop's five languages.
import { inFiveLangs } from '../i18n.js';

export const acceptedSubject = (number: string) => inFiveLangs(/*i18n*/ { id: 'adminOrders.return.acceptedSubject', message: "Reso accettato per l'ordine {number}: come rimandarci la merce" }, { number });
export const accepted = (number: string, lastDay: string) => inFiveLangs(/*i18n*/ { id: 'adminOrders.return.accepted', message: "abbiamo accettato il tuo recesso dall'ordine {number}. Spediscici la merce entro il {lastDay}." }, { number, lastDay });
export const SHIP_TO = inFiveLangs(/*i18n*/ { id: 'adminOrders.return.shipTo', message: 'Indirizzo a cui spedire' });
export const HOW = inFiveLangs(/*i18n*/ { id: 'adminOrders.return.how', message: "Come: il prodotto va rimandato integro e non usato, nella sua confezione originale con tutti i componenti; le parti meccaniche come reggisella, selle e guarniture non devono essere state montate; scarpe e accessori vanno nella loro scatola originale integra, dentro un altro imballo. Scrivi sul pacco il numero dell'ordine. Le spese di spedizione del reso sono a tuo carico." });
export const AFTER_CHECK = inFiveLangs(/*i18n*/ { id: 'adminOrders.return.afterCheck', message: "Appena riceviamo la merce la controlliamo e ti rimborsiamo, compreso il costo della consegna standard se restituisci tutto l'ordine; una perdita di valore dovuta a un uso oltre quanto serve a provarla può essere detratta." });

export const refusedSubject = (number: string) => inFiveLangs(/*i18n*/ { id: 'adminOrders.return.refusedSubject', message: "Il tuo reso per l'ordine {number}" }, { number });
export const refused = (number: string) => inFiveLangs(/*i18n*/ { id: 'adminOrders.return.refused', message: "non possiamo accettare il tuo recesso dall'ordine {number}." }, { number });
export const REASON = inFiveLangs(/*i18n*/ { id: 'adminOrders.return.reason', message: 'Il motivo' });
export const REFUSED_REPLY = inFiveLangs(/*i18n*/ { id: 'adminOrders.return.refusedReply', message: "Se non sei d'accordo rispondi a questa e-mail: rivedremo la tua richiesta." });

export const goodsReceivedSubject = (number: string) => inFiveLangs(/*i18n*/ { id: 'adminOrders.return.goodsReceivedSubject', message: "Abbiamo ricevuto il tuo reso per l'ordine {number}" }, { number });
export const goodsReceived = (number: string) => inFiveLangs(/*i18n*/ { id: 'adminOrders.return.goodsReceived', message: "la merce che ci hai rimandato per l'ordine {number} è arrivata e l'abbiamo controllata." }, { number });
export const DEDUCTIONS = inFiveLangs(/*i18n*/ { id: 'adminOrders.return.deductions', message: 'Detrazioni per perdita di valore' });
export const REFUND_FOLLOWS = inFiveLangs(/*i18n*/ { id: 'adminOrders.return.refundFollows', message: 'Il rimborso segue a breve, con lo stesso mezzo di pagamento che hai usato.' });

export const STATEMENT_NOT_FOUND = inFiveLangs(/*i18n*/ { id: 'adminOrders.return.statementNotFound', message: 'Questa dichiarazione di recesso non è di questo ordine.' });
export const returnStateConflict = (state: string) => inFiveLangs(/*i18n*/ { id: 'adminOrders.return.returnStateConflict', message: 'Il reso è nello stato «{state}»: questa azione non è possibile.' }, { state });
export const RECEIVED_LINE_UNKNOWN = inFiveLangs(/*i18n*/ { id: 'adminOrders.return.receivedLineUnknown', message: 'Ogni riga ricevuta deve essere una riga della dichiarazione, una volta sola.' });
export const receivedTooMany = (withdrawn: number) => inFiveLangs(/*i18n*/ { id: 'adminOrders.return.receivedTooMany', message: 'Sono tornati più pezzi di quelli dichiarati nel recesso ({withdrawn}).' }, { withdrawn });
export const deductionTooMuch = (value: string) => inFiveLangs(/*i18n*/ { id: 'adminOrders.return.deductionTooMuch', message: 'Le detrazioni superano il valore delle righe restituite ({value}).' }, { value });
export const deducted = (amount: string) => inFiveLangs(/*i18n*/ { id: 'adminOrders.return.deducted', message: "Dal rimborso abbiamo detratto {amount} per la perdita di valore della merce restituita, come ti abbiamo scritto quando l'abbiamo ricevuta." }, { amount });
// The proof of shipment (docs/decisions/249-after-the-sale.md).
export const PROOF_DAY_IN_FUTURE = inFiveLangs(/*i18n*/ { id: 'adminOrders.return.proofDayInFuture', message: 'Il giorno di spedizione del reso non può essere nel futuro.' });
export const NO_DEDUCTION_AFTER_REFUND = inFiveLangs(/*i18n*/ { id: 'adminOrders.return.noDeductionAfterRefund', message: 'Il reso è già stato rimborsato per intero sulla prova di spedizione: una perdita di valore non si detrae più, si chiede al cliente a parte.' });
