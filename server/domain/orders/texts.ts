// The order calls' refusals in the shop's five languages.
import { fiveLangs as t } from '../i18n.js';

/** Another customer's order reads as one that does not exist (never 403: nothing is revealed). */
export const ORDER_NOT_FOUND = t(
  'Ordine non trovato',
  'Order not found',
  'Commande introuvable',
  'Pedido no encontrado',
  'Bestellung nicht gefunden',
);

export const CART_EMPTY = t(
  'Il carrello è vuoto: non c\'è nulla da ordinare.',
  'The cart is empty: there is nothing to order.',
  'Le panier est vide : il n\'y a rien à commander.',
  'El carrito está vacío: no hay nada que pedir.',
  'Der Warenkorb ist leer: Es gibt nichts zu bestellen.',
);

export const CHECKOUT_INCOMPLETE = t(
  'Completa indirizzi, spedizione e pagamento prima di acquistare.',
  'Complete the addresses, shipping and payment before buying.',
  'Complétez les adresses, la livraison et le paiement avant d\'acheter.',
  'Completa las direcciones, el envío y el pago antes de comprar.',
  'Vervollständige Adressen, Versand und Zahlung vor dem Kauf.',
);

/** The client answers it with the cart re-check dialog (decision 127). */
export const CART_CHANGED = t(
  'Alcuni articoli del carrello non sono più disponibili nella quantità richiesta: ricontrolla il carrello.',
  'Some items in your cart are no longer available in the quantity requested: please check your cart again.',
  'Certains articles de votre panier ne sont plus disponibles dans la quantité demandée : vérifiez à nouveau votre panier.',
  'Algunos artículos del carrito ya no están disponibles en la cantidad solicitada: vuelve a revisar el carrito.',
  'Einige Artikel im Warenkorb sind in der gewünschten Menge nicht mehr verfügbar: Bitte prüfe den Warenkorb erneut.',
);

export const PAID_ONLINE = t(
  'Questo ordine si paga online: si conclude con il pagamento.',
  'This order is paid online: it is completed by the payment.',
  'Cette commande se paie en ligne : elle est conclue par le paiement.',
  'Este pedido se paga en línea: se completa con el pago.',
  'Diese Bestellung wird online bezahlt: Sie wird mit der Zahlung abgeschlossen.',
);

export const ORDER_EXPIRED = t(
  'Il tempo per concludere questo ordine è scaduto: ricontrolla il carrello e riprova.',
  'The time to complete this order has run out: check your cart and try again.',
  'Le délai pour conclure cette commande est dépassé : vérifiez votre panier et réessayez.',
  'El plazo para completar este pedido ha vencido: revisa el carrito y vuelve a intentarlo.',
  'Die Zeit zum Abschließen dieser Bestellung ist abgelaufen: Prüfe den Warenkorb und versuche es erneut.',
);

export const PAYMENT_MISMATCH = t(
  'Il pagamento non corrisponde a questo ordine.',
  'The payment does not match this order.',
  'Le paiement ne correspond pas à cette commande.',
  'El pago no corresponde a este pedido.',
  'Die Zahlung passt nicht zu dieser Bestellung.',
);

export const ORDER_PLACED = t(
  'Questo ordine è già stato concluso.',
  'This order has already been completed.',
  'Cette commande a déjà été conclue.',
  'Este pedido ya se ha completado.',
  'Diese Bestellung ist bereits abgeschlossen.',
);

export const PAID_LATER = t(
  'Questo ordine non si paga online.',
  'This order is not paid online.',
  'Cette commande ne se paie pas en ligne.',
  'Este pedido no se paga en línea.',
  'Diese Bestellung wird nicht online bezahlt.',
);
