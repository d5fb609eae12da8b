// The order confirmation mail's words in the shop's five languages (decision 129). The terms of
// sale: the contract is concluded when this mail is sent; it repeats the order's data and asks the
// customer to check them (docs/product/content.md#information-pages).
import { inFiveLangs } from '../i18n.js';

export const subject = (number: string) => inFiveLangs(/*i18n*/ { id: 'orders.mail.subject', message: 'Conferma del tuo ordine {number}' }, { number });

export const intro = (number: string, date: string) => inFiveLangs(/*i18n*/ { id: 'orders.mail.intro', message: 'grazie per il tuo ordine {number} del {date}. Con questa e-mail lo accettiamo: il contratto di vendita è concluso.' }, { number, date });

export const ITEMS = inFiveLangs(/*i18n*/ { id: 'orders.mail.items', message: 'Articoli' });
export const GOODS = inFiveLangs(/*i18n*/ { id: 'orders.mail.goods', message: 'Totale articoli' });
export const DISCOUNT = inFiveLangs(/*i18n*/ { id: 'orders.mail.discount', message: 'Sconto' });
export const SHIPPING_COST = inFiveLangs(/*i18n*/ { id: 'orders.mail.shippingCost', message: 'Spedizione' });
export const FREE = inFiveLangs(/*i18n*/ { id: 'orders.mail.free', message: 'GRATIS' });
export const SURCHARGE = inFiveLangs(/*i18n*/ { id: 'orders.mail.surcharge', message: 'Supplemento pagamento' });
export const TOTAL = inFiveLangs(/*i18n*/ { id: 'orders.mail.total', message: 'Totale (IVA inclusa)' });
export const VAT = inFiveLangs(/*i18n*/ { id: 'orders.mail.vat', message: 'di cui IVA' });
export const PAYMENT = inFiveLangs(/*i18n*/ { id: 'orders.mail.payment', message: 'Pagamento' });
export const SHIPPING_METHOD = inFiveLangs(/*i18n*/ { id: 'orders.mail.shippingMethod', message: 'Consegna' });
export const SHIP_TO = inFiveLangs(/*i18n*/ { id: 'orders.mail.shipTo', message: 'Indirizzo di spedizione' });
export const BILL_TO = inFiveLangs(/*i18n*/ { id: 'orders.mail.billTo', message: 'Dati di fatturazione' });
export const VAT_NUMBER = inFiveLangs(/*i18n*/ { id: 'orders.mail.vatNumber', message: 'P. IVA' });
export const GIFT = inFiveLangs(/*i18n*/ { id: 'orders.mail.gift', message: 'Confezione regalo, con il messaggio' });
export const GIFT_NO_MESSAGE = inFiveLangs(/*i18n*/ { id: 'orders.mail.giftNoMessage', message: 'Confezione regalo' });

export const pickupAt = (place: string, date: string, from: string, to: string) => inFiveLangs(/*i18n*/ { id: 'orders.mail.pickupAt', message: 'ritiro presso {place}, il {date} dalle {from} alle {to}' }, { place, date, from, to });

/** What happens next, by payment method. */
export const NEXT = {
  bankTransfer: inFiveLangs(/*i18n*/ { id: 'orders.mail.next.bankTransfer', message: "Spediremo l'ordine appena riceveremo il bonifico: indica il numero d'ordine nella causale." }),
  mark: inFiveLangs(/*i18n*/ { id: 'orders.mail.next.mark', message: 'Pagherai al corriere alla consegna.' }),
  pos: inFiveLangs(/*i18n*/ { id: 'orders.mail.next.pos', message: 'Pagherai con carta al ritiro.' }),
  cash: inFiveLangs(/*i18n*/ { id: 'orders.mail.next.cash', message: 'Pagherai in contanti al ritiro.' }),
  stripe: inFiveLangs(/*i18n*/ { id: 'orders.mail.next.stripe', message: 'Il pagamento con carta è stato ricevuto.' }),
  paypal: inFiveLangs(/*i18n*/ { id: 'orders.mail.next.paypal', message: 'Il pagamento con PayPal è stato ricevuto.' }),
};

/** A bank transfer with a store pickup: nothing is shipped, the order is collected once paid. */
export const NEXT_TRANSFER_PICKUP = inFiveLangs(/*i18n*/ { id: 'orders.mail.nextTransferPickup', message: "Potrai ritirare l'ordine appena riceveremo il bonifico: indica il numero d'ordine nella causale." });

/** The bank details of a transfer still to be made (decision 190), one line each. */
export const TRANSFER_DETAILS = inFiveLangs(/*i18n*/ { id: 'orders.mail.transferDetails', message: 'Dati per il bonifico' });
export const BENEFICIARY = inFiveLangs(/*i18n*/ { id: 'orders.mail.beneficiary', message: 'Beneficiario' });
export const IBAN = inFiveLangs(/*i18n*/ { id: 'orders.mail.iban', message: 'IBAN' });
export const BIC = inFiveLangs(/*i18n*/ { id: 'orders.mail.bic', message: 'BIC/SWIFT' });
export const BANK = inFiveLangs(/*i18n*/ { id: 'orders.mail.bank', message: 'Banca' });
export const AMOUNT = inFiveLangs(/*i18n*/ { id: 'orders.mail.amount', message: 'Importo' });
export const REFERENCE = inFiveLangs(/*i18n*/ { id: 'orders.mail.reference', message: 'Causale' });

export const CHECK_DATA = inFiveLangs(/*i18n*/ { id: 'orders.mail.checkData', message: 'Controlla questi dati e, se trovi un errore, rispondi subito a questa e-mail.' });

export const SEE_ORDERS = inFiveLangs(/*i18n*/ { id: 'orders.mail.seeOrders', message: 'I tuoi ordini' });
