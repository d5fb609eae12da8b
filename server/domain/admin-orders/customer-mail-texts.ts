// The words of the mails the back office's actions send the customer (decision 193), in the shop's
// five languages. The order's language (orders.lang) picks one.
import { fiveLangs as t } from '../i18n.js';

export const transferReceivedSubject = (number: string) => t(
  `Pagamento ricevuto per l'ordine ${number}`,
  `Payment received for order ${number}`,
  `Paiement reçu pour la commande ${number}`,
  `Pago recibido del pedido ${number}`,
  `Zahlung für Bestellung ${number} erhalten`,
);
export const transferReceived = (number: string, amount: string) => t(
  `abbiamo ricevuto il tuo bonifico di ${amount} per l'ordine ${number}. Grazie!`,
  `we have received your bank transfer of ${amount} for order ${number}. Thank you!`,
  `nous avons bien reçu votre virement de ${amount} pour la commande ${number}. Merci !`,
  `hemos recibido tu transferencia de ${amount} del pedido ${number}. ¡Gracias!`,
  `wir haben deine Überweisung über ${amount} für die Bestellung ${number} erhalten. Danke!`,
);
export const TRANSFER_THEN_SHIP = t(
  'Ora prepariamo il tuo ordine e ti scriveremo quando sarà spedito.',
  'We are now preparing your order and will write to you when it is shipped.',
  'Nous préparons maintenant votre commande et vous écrirons lors de son expédition.',
  'Ahora preparamos tu pedido y te escribiremos cuando se envíe.',
  'Wir bereiten deine Bestellung jetzt vor und schreiben dir, sobald sie versandt ist.',
);
export const TRANSFER_THEN_PICKUP = t(
  'Ora prepariamo il tuo ordine: ti scriveremo quando sarà pronto per il ritiro.',
  'We are now preparing your order: we will write to you when it is ready to collect.',
  'Nous préparons maintenant votre commande : nous vous écrirons quand elle sera prête à être retirée.',
  'Ahora preparamos tu pedido: te escribiremos cuando esté listo para recoger.',
  'Wir bereiten deine Bestellung jetzt vor: Wir schreiben dir, sobald sie abholbereit ist.',
);

export const readyForPickupSubject = (number: string) => t(
  `Il tuo ordine ${number} è pronto per il ritiro`,
  `Your order ${number} is ready to collect`,
  `Votre commande ${number} est prête à être retirée`,
  `Tu pedido ${number} está listo para recoger`,
  `Deine Bestellung ${number} ist abholbereit`,
);
export const readyForPickup = (number: string, place: string) => t(
  `il tuo ordine ${number} è pronto: puoi ritirarlo presso ${place}.`,
  `your order ${number} is ready: you can collect it at ${place}.`,
  `votre commande ${number} est prête : vous pouvez la retirer à ${place}.`,
  `tu pedido ${number} está listo: puedes recogerlo en ${place}.`,
  `deine Bestellung ${number} ist fertig: Du kannst sie bei ${place} abholen.`,
);
export const OPENING_HOURS = t('Orari di apertura', 'Opening hours', "Heures d'ouverture", 'Horario de apertura', 'Öffnungszeiten');
export const CLOSED = t('chiuso', 'closed', 'fermé', 'cerrado', 'geschlossen');
export const BRING_NUMBER = t(
  "Porta con te il numero dell'ordine.",
  'Please bring the order number with you.',
  'Munissez-vous du numéro de commande.',
  'Lleva contigo el número del pedido.',
  'Bitte bring die Bestellnummer mit.',
);
export const WEEKDAYS = {
  monday: t('lunedì', 'Monday', 'lundi', 'lunes', 'Montag'),
  tuesday: t('martedì', 'Tuesday', 'mardi', 'martes', 'Dienstag'),
  wednesday: t('mercoledì', 'Wednesday', 'mercredi', 'miércoles', 'Mittwoch'),
  thursday: t('giovedì', 'Thursday', 'jeudi', 'jueves', 'Donnerstag'),
  friday: t('venerdì', 'Friday', 'vendredi', 'viernes', 'Freitag'),
  saturday: t('sabato', 'Saturday', 'samedi', 'sábado', 'Samstag'),
  sunday: t('domenica', 'Sunday', 'dimanche', 'domingo', 'Sonntag'),
} as const;

export const shippedSubject = (number: string) => t(
  `Il tuo ordine ${number} è stato spedito`,
  `Your order ${number} has been shipped`,
  `Votre commande ${number} a été expédiée`,
  `Tu pedido ${number} ha sido enviado`,
  `Deine Bestellung ${number} wurde versandt`,
);
export const shipped = (number: string, carrier: string) => t(
  `il tuo ordine ${number} è partito con ${carrier}.`,
  `your order ${number} is on its way with ${carrier}.`,
  `votre commande ${number} est partie avec ${carrier}.`,
  `tu pedido ${number} ha salido con ${carrier}.`,
  `deine Bestellung ${number} ist mit ${carrier} unterwegs.`,
);
/** Shipped by the shop's own means ('other'): no courier to name. */
export const shippedByTheShop = (number: string) => t(
  `il tuo ordine ${number} è partito.`,
  `your order ${number} is on its way.`,
  `votre commande ${number} est partie.`,
  `tu pedido ${number} ha salido.`,
  `deine Bestellung ${number} ist unterwegs.`,
);
export const TRACKING_NUMBER = t('Numero di spedizione', 'Tracking number', 'Numéro de suivi', 'Número de seguimiento', 'Sendungsnummer');
export const TRACK = t('Segui la spedizione', 'Track the parcel', 'Suivre le colis', 'Seguir el envío', 'Sendung verfolgen');

export const refundedSubject = (number: string) => t(
  `Rimborso per l'ordine ${number}`,
  `Refund for order ${number}`,
  `Remboursement de la commande ${number}`,
  `Reembolso del pedido ${number}`,
  `Erstattung für Bestellung ${number}`,
);
export const refunded = (number: string, amount: string) => t(
  `ti abbiamo rimborsato ${amount} per l'ordine ${number}.`,
  `we have refunded you ${amount} for order ${number}.`,
  `nous vous avons remboursé ${amount} pour la commande ${number}.`,
  `te hemos reembolsado ${amount} del pedido ${number}.`,
  `wir haben dir ${amount} für die Bestellung ${number} erstattet.`,
);
export const REFUND_TO_CARD = t(
  "L'importo torna sul metodo di pagamento usato: può servire qualche giorno perché compaia.",
  'The amount goes back to the payment method you used: it may take a few days to appear.',
  'Le montant est reversé sur le moyen de paiement utilisé : il peut falloir quelques jours pour le voir.',
  'El importe vuelve al método de pago utilizado: puede tardar unos días en aparecer.',
  'Der Betrag geht auf das verwendete Zahlungsmittel zurück: Es kann einige Tage dauern, bis er erscheint.',
);
export const REFUND_BY_HAND = t(
  'Ti restituiamo l\'importo direttamente: se ci servono i tuoi dati bancari ti contatteremo.',
  'We return the amount to you directly: if we need your bank details we will contact you.',
  'Nous vous rendons le montant directement : si nous avons besoin de vos coordonnées bancaires, nous vous contacterons.',
  'Te devolvemos el importe directamente: si necesitamos tus datos bancarios, te contactaremos.',
  'Wir erstatten dir den Betrag direkt: Falls wir deine Bankdaten brauchen, melden wir uns.',
);
export const LINES = t('Articoli rimborsati', 'Refunded items', 'Articles remboursés', 'Artículos reembolsados', 'Erstattete Artikel');

export const cancelledSubject = (number: string) => t(
  `Il tuo ordine ${number} è stato annullato`,
  `Your order ${number} has been cancelled`,
  `Votre commande ${number} a été annulée`,
  `Tu pedido ${number} ha sido cancelado`,
  `Deine Bestellung ${number} wurde storniert`,
);
export const cancelled = (number: string) => t(
  `il tuo ordine ${number} è stato annullato.`,
  `your order ${number} has been cancelled.`,
  `votre commande ${number} a été annulée.`,
  `tu pedido ${number} ha sido cancelado.`,
  `deine Bestellung ${number} wurde storniert.`,
);
export const CANCELLED_UNPAID = t(
  'Non devi pagare nulla.',
  'You do not have to pay anything.',
  "Vous n'avez rien à payer.",
  'No tienes que pagar nada.',
  'Du musst nichts bezahlen.',
);
export const QUESTIONS = t(
  'Per qualsiasi domanda rispondi pure a questa e-mail.',
  'For any question, just reply to this e-mail.',
  'Pour toute question, répondez simplement à cet e-mail.',
  'Para cualquier duda, responde a este correo.',
  'Bei Fragen antworte einfach auf diese E-Mail.',
);
export const SEE_ORDERS = t('I tuoi ordini', 'Your orders', 'Vos commandes', 'Tus pedidos', 'Deine Bestellungen');
