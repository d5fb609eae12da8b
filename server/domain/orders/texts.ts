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

/** The order's payment method is not the provider asked to take it (decision 130). */
export const PAYMENT_METHOD_MISMATCH = t(
  'Questo ordine si paga con un altro metodo di pagamento.',
  'This order is paid with another payment method.',
  'Cette commande se paie avec un autre mode de paiement.',
  'Este pedido se paga con otro método de pago.',
  'Diese Bestellung wird mit einer anderen Zahlungsart bezahlt.',
);

/** The provider has not taken the payment (yet): the customer may try again. */
export const PAYMENT_NOT_COMPLETED = t(
  'Il pagamento non è stato completato: puoi riprovare o scegliere un altro metodo di pagamento.',
  'The payment was not completed: you can try again or choose another payment method.',
  'Le paiement n\'a pas abouti : vous pouvez réessayer ou choisir un autre mode de paiement.',
  'El pago no se ha completado: puedes volver a intentarlo o elegir otro método de pago.',
  'Die Zahlung wurde nicht abgeschlossen: Du kannst es erneut versuchen oder eine andere Zahlungsart wählen.',
);

/** The lines of the provider's payment page besides the goods. */
export const SHIPPING_LINE = t('Spedizione', 'Shipping', 'Livraison', 'Envío', 'Versand');
export const SURCHARGE_LINE = t('Costo del metodo di pagamento', 'Payment method fee', 'Frais du mode de paiement', 'Coste del método de pago', 'Gebühr der Zahlungsart');

/** The payment provider did not answer (an outage, a timeout): nothing was charged, try again (503). */
export const PAYMENT_PROVIDER_UNAVAILABLE = t(
  'Il servizio di pagamento non risponde in questo momento: non è stato addebitato nulla. Riprova tra qualche minuto.',
  'The payment service is not answering right now: nothing was charged. Please try again in a few minutes.',
  'Le service de paiement ne répond pas pour le moment : rien n\'a été débité. Réessayez dans quelques minutes.',
  'El servicio de pago no responde en este momento: no se ha cobrado nada. Vuelve a intentarlo dentro de unos minutos.',
  'Der Zahlungsdienst antwortet gerade nicht: Es wurde nichts abgebucht. Bitte versuche es in ein paar Minuten erneut.',
);

/** A payment in another currency than the order's (the shop sells in euros only). */
export const PAYMENT_CURRENCY = t(
  'Il pagamento non è in euro: l\'ordine non è stato concluso.',
  'The payment is not in euros: the order was not placed.',
  'Le paiement n\'est pas en euros : la commande n\'a pas été conclue.',
  'El pago no está en euros: el pedido no se ha completado.',
  'Die Zahlung ist nicht in Euro: Die Bestellung wurde nicht abgeschlossen.',
);

/** The provider refused to start the payment (its answer is on the order's last error). */
export const PAYMENT_START_REFUSED = t(
  'Non è stato possibile avviare il pagamento: non è stato addebitato nulla. Riprova o scegli un altro metodo di pagamento.',
  'The payment could not be started: nothing was charged. Please try again or choose another payment method.',
  'Le paiement n\'a pas pu être lancé : rien n\'a été débité. Réessayez ou choisissez un autre moyen de paiement.',
  'No se ha podido iniciar el pago: no se ha cobrado nada. Vuelve a intentarlo o elige otro método de pago.',
  'Die Zahlung konnte nicht gestartet werden: Es wurde nichts abgebucht. Bitte versuche es erneut oder wähle eine andere Zahlungsart.',
);
