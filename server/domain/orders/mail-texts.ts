// The order confirmation mail's words in the shop's five languages (decision 129). The terms of
// sale: the contract is concluded when this mail is sent; it repeats the order's data and asks the
// customer to check them (docs/product/content.md#information-pages).
import { fiveLangs as t } from '../i18n.js';

export const subject = (number: string) => t(
  `Conferma del tuo ordine ${number}`,
  `Confirmation of your order ${number}`,
  `Confirmation de votre commande ${number}`,
  `Confirmación de tu pedido ${number}`,
  `Bestätigung deiner Bestellung ${number}`,
);

export const intro = (number: string, date: string) => t(
  `grazie per il tuo ordine ${number} del ${date}. Con questa e-mail lo accettiamo: il contratto di vendita è concluso.`,
  `thank you for your order ${number} of ${date}. With this e-mail we accept it: the contract of sale is concluded.`,
  `merci pour votre commande ${number} du ${date}. Par cet e-mail, nous l'acceptons : le contrat de vente est conclu.`,
  `gracias por tu pedido ${number} del ${date}. Con este correo lo aceptamos: el contrato de compraventa queda celebrado.`,
  `danke für deine Bestellung ${number} vom ${date}. Mit dieser E-Mail nehmen wir sie an: Der Kaufvertrag ist geschlossen.`,
);

export const ITEMS = t('Articoli', 'Items', 'Articles', 'Artículos', 'Artikel');
export const GOODS = t('Totale articoli', 'Items total', 'Total des articles', 'Total de artículos', 'Artikelsumme');
export const DISCOUNT = t('Sconto', 'Discount', 'Remise', 'Descuento', 'Rabatt');
export const SHIPPING_COST = t('Spedizione', 'Shipping', 'Livraison', 'Envío', 'Versand');
export const FREE = t('GRATIS', 'FREE', 'GRATUITE', 'GRATIS', 'KOSTENLOS');
export const SURCHARGE = t('Supplemento pagamento', 'Payment surcharge', 'Supplément de paiement', 'Recargo de pago', 'Zahlungszuschlag');
export const TOTAL = t('Totale (IVA inclusa)', 'Total (VAT included)', 'Total (TVA incluse)', 'Total (IVA incluido)', 'Gesamtsumme (inkl. MwSt.)');
export const VAT = t('di cui IVA', 'of which VAT', 'dont TVA', 'de los cuales IVA', 'davon MwSt.');
export const PAYMENT = t('Pagamento', 'Payment', 'Paiement', 'Pago', 'Zahlung');
export const SHIPPING_METHOD = t('Consegna', 'Delivery', 'Livraison', 'Entrega', 'Lieferung');
export const SHIP_TO = t('Indirizzo di spedizione', 'Shipping address', 'Adresse de livraison', 'Dirección de envío', 'Lieferadresse');
export const BILL_TO = t('Dati di fatturazione', 'Billing details', 'Données de facturation', 'Datos de facturación', 'Rechnungsdaten');
export const VAT_NUMBER = t('P. IVA', 'VAT no.', 'N° TVA', 'NIF-IVA', 'USt-IdNr.');
export const GIFT = t('Confezione regalo, con il messaggio', 'Gift wrapped, with the message', 'Emballage cadeau, avec le message', 'Envoltorio de regalo, con el mensaje', 'Als Geschenk verpackt, mit der Nachricht');
export const GIFT_NO_MESSAGE = t('Confezione regalo', 'Gift wrapped', 'Emballage cadeau', 'Envoltorio de regalo', 'Als Geschenk verpackt');

export const pickupAt = (place: string, date: string, from: string, to: string) => t(
  `ritiro presso ${place}, il ${date} dalle ${from} alle ${to}`,
  `collection at ${place}, on ${date} from ${from} to ${to}`,
  `retrait à ${place}, le ${date} de ${from} à ${to}`,
  `recogida en ${place}, el ${date} de ${from} a ${to}`,
  `Abholung bei ${place}, am ${date} von ${from} bis ${to}`,
);

/** What happens next, by payment method. */
export const NEXT = {
  bankTransfer: t(
    'Spediremo l\'ordine appena riceveremo il bonifico: indica il numero d\'ordine nella causale.',
    'We will ship the order as soon as we receive the bank transfer: quote the order number as the payment reference.',
    'Nous expédierons la commande dès réception du virement : indiquez le numéro de commande comme référence.',
    'Enviaremos el pedido en cuanto recibamos la transferencia: indica el número de pedido en el concepto.',
    'Wir versenden die Bestellung, sobald die Überweisung eingegangen ist: Gib die Bestellnummer als Verwendungszweck an.',
  ),
  mark: t(
    'Pagherai al corriere alla consegna.',
    'You will pay the courier on delivery.',
    'Vous paierez le transporteur à la livraison.',
    'Pagarás al mensajero en la entrega.',
    'Du bezahlst bei Lieferung an den Kurier.',
  ),
  pos: t('Pagherai con carta al ritiro.', 'You will pay by card on collection.', 'Vous paierez par carte au retrait.', 'Pagarás con tarjeta en la recogida.', 'Du bezahlst bei Abholung mit Karte.'),
  cash: t('Pagherai in contanti al ritiro.', 'You will pay cash on collection.', 'Vous paierez en espèces au retrait.', 'Pagarás en efectivo en la recogida.', 'Du bezahlst bei Abholung in bar.'),
  stripe: t('Il pagamento con carta è stato ricevuto.', 'The card payment has been received.', 'Le paiement par carte a été reçu.', 'Se ha recibido el pago con tarjeta.', 'Die Kartenzahlung ist eingegangen.'),
  paypal: t('Il pagamento con PayPal è stato ricevuto.', 'The PayPal payment has been received.', 'Le paiement PayPal a été reçu.', 'Se ha recibido el pago con PayPal.', 'Die PayPal-Zahlung ist eingegangen.'),
};

/** A bank transfer with a store pickup: nothing is shipped, the order is collected once paid. */
export const NEXT_TRANSFER_PICKUP = t(
  'Potrai ritirare l\'ordine appena riceveremo il bonifico: indica il numero d\'ordine nella causale.',
  'You can collect the order as soon as we receive the bank transfer: quote the order number as the payment reference.',
  'Vous pourrez retirer la commande dès réception du virement : indiquez le numéro de commande comme référence.',
  'Podrás recoger el pedido en cuanto recibamos la transferencia: indica el número de pedido en el concepto.',
  'Du kannst die Bestellung abholen, sobald die Überweisung eingegangen ist: Gib die Bestellnummer als Verwendungszweck an.',
);

/** The bank details of a transfer still to be made (decision 190), one line each. */
export const TRANSFER_DETAILS = t('Dati per il bonifico', 'Bank transfer details', 'Coordonnées pour le virement', 'Datos para la transferencia', 'Daten für die Überweisung');
export const BENEFICIARY = t('Beneficiario', 'Beneficiary', 'Bénéficiaire', 'Beneficiario', 'Empfänger');
export const IBAN = t('IBAN', 'IBAN', 'IBAN', 'IBAN', 'IBAN');
export const BIC = t('BIC/SWIFT', 'BIC/SWIFT', 'BIC/SWIFT', 'BIC/SWIFT', 'BIC/SWIFT');
export const BANK = t('Banca', 'Bank', 'Banque', 'Banco', 'Bank');
export const AMOUNT = t('Importo', 'Amount', 'Montant', 'Importe', 'Betrag');
export const REFERENCE = t('Causale', 'Payment reference', 'Référence du virement', 'Concepto', 'Verwendungszweck');

export const CHECK_DATA = t(
  'Controlla questi dati e, se trovi un errore, rispondi subito a questa e-mail.',
  'Please check these details and, if you find a mistake, reply to this e-mail straight away.',
  'Vérifiez ces données et, si vous trouvez une erreur, répondez immédiatement à cet e-mail.',
  'Revisa estos datos y, si encuentras un error, responde enseguida a este correo.',
  'Bitte prüfe diese Angaben und antworte bei einem Fehler sofort auf diese E-Mail.',
);

export const SEE_ORDERS = t('I tuoi ordini', 'Your orders', 'Vos commandes', 'Tus pedidos', 'Deine Bestellungen');
