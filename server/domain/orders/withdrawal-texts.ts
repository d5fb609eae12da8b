// The words of the withdrawal's acknowledgement and refusals (decision 234), in the five languages.
import { inFiveLangs } from '../i18n.js';

export const ackSubject = (number: string) => inFiveLangs(/*i18n*/ { id: 'orders.withdrawal.ackSubject', message: "Abbiamo ricevuto il tuo recesso dall'ordine {number}" }, { number });
export const ackReceived = (number: string, day: string, time: string) => inFiveLangs(/*i18n*/ { id: 'orders.withdrawal.ackReceived', message: "abbiamo ricevuto la tua dichiarazione di recesso dall'ordine {number} il {day} alle {time} (ora italiana). Eccone il contenuto:" }, { number, day, time });
export const NAME = inFiveLangs(/*i18n*/ { id: 'orders.withdrawal.name', message: 'Nome' });
export const EMAIL = inFiveLangs(/*i18n*/ { id: 'orders.withdrawal.email', message: 'E-mail' });
export const ORDER = inFiveLangs(/*i18n*/ { id: 'orders.withdrawal.order', message: 'Ordine' });
export const WITHDRAWN = inFiveLangs(/*i18n*/ { id: 'orders.withdrawal.withdrawn', message: 'Articoli per cui recedi' });
export const REASON = inFiveLangs(/*i18n*/ { id: 'orders.withdrawal.reason', message: 'Motivo' });
export const NEXT_STEPS = inFiveLangs(/*i18n*/ { id: 'orders.withdrawal.nextSteps', message: "Ti scriveremo presto per dirti dove e come rimandarci la merce: avrai 14 giorni per spedirla. Ti rimborseremo tutti i pagamenti ricevuti, compreso il costo della consegna standard, entro 14 giorni da oggi; potremo attendere di avere la merce, o la prova che l'hai spedita." });

export const WITHDRAWAL_CLOSED = inFiveLangs(/*i18n*/ { id: 'orders.withdrawal.withdrawalClosed', message: 'Il periodo di recesso per questo ordine è finito.' });
export const unknownLine = (itemId: string) => inFiveLangs(/*i18n*/ { id: 'orders.withdrawal.unknownLine', message: 'La riga {itemId} non è di questo ordine.' }, { itemId });
export const LINE_TWICE = inFiveLangs(/*i18n*/ { id: 'orders.withdrawal.lineTwice', message: 'Ogni articolo va indicato una volta sola.' });
export const tooMany = (name: string, left: number) => inFiveLangs(/*i18n*/ { id: 'orders.withdrawal.tooMany', message: 'Di «{name}» puoi restituire al massimo {left} pezzi.' }, { name, left });

/** The mails' line to the withdrawal function, labelled as the law asks. */
export const WITHDRAW_HERE = inFiveLangs(/*i18n*/ { id: 'orders.withdrawal.withdrawHere', message: 'Recedi dal contratto qui' });
