// The back office's order refusals in the shop's five languages (decision 193).
import type { I18nText } from '../../../contract/i18n-text.js';
import type { OrderStatus } from '../../../contract/order-life.js';
import { fiveLangs as t } from '../i18n.js';
import { STAFF_STATUS_TEXTS } from '../orders/status-texts.js';

/** The status named as the staff read it (STAFF_STATUS_TEXTS), never its code. */
export const statusConflict = (status: OrderStatus): I18nText => {
  const named = STAFF_STATUS_TEXTS[status];
  return t(
    `L'ordine è nello stato «${named.it}»: questa azione non è possibile.`,
    `The order is «${named.en}»: this action is not possible.`,
    `La commande est à l'état « ${named.fr} » : cette action n'est pas possible.`,
    `El pedido está en estado «${named.es}»: esta acción no es posible.`,
    `Die Bestellung ist im Status „${named.de}“: Diese Aktion ist nicht möglich.`,
  );
};

export const NOT_A_TRANSFER = t(
  "L'ordine non è pagato con bonifico.",
  'The order is not paid by bank transfer.',
  "La commande n'est pas payée par virement.",
  'El pedido no se paga por transferencia.',
  'Die Bestellung wird nicht per Überweisung bezahlt.',
);

export const NOT_A_PICKUP = t(
  "L'ordine non è da ritirare in negozio.",
  'The order is not one to collect at the shop.',
  "La commande n'est pas à retirer en magasin.",
  'El pedido no es para recoger en la tienda.',
  'Die Bestellung ist keine Abholung im Geschäft.',
);

export const IS_A_PICKUP = t(
  "L'ordine è da ritirare in negozio: non si spedisce.",
  'The order is collected at the shop: it is not shipped.',
  "La commande est à retirer en magasin : elle n'est pas expédiée.",
  'El pedido se recoge en la tienda: no se envía.',
  'Die Bestellung wird im Geschäft abgeholt: Sie wird nicht versandt.',
);

export const NOTHING_PAID = t(
  "L'ordine non è ancora stato pagato: non c'è nulla da rimborsare.",
  'The order has not been paid yet: there is nothing to refund.',
  "La commande n'a pas encore été payée : il n'y a rien à rembourser.",
  'El pedido aún no se ha pagado: no hay nada que reembolsar.',
  'Die Bestellung ist noch nicht bezahlt: Es gibt nichts zu erstatten.',
);

export const refundTooMuch = (refundable: string): I18nText => t(
  `Si possono rimborsare al massimo ${refundable}.`,
  `At most ${refundable} can be refunded.`,
  `Au plus ${refundable} peuvent être remboursés.`,
  `Se pueden reembolsar como máximo ${refundable}.`,
  `Es können höchstens ${refundable} erstattet werden.`,
);

export const REFUND_LINE_UNKNOWN = t(
  "Questa riga non è dell'ordine.",
  'This line is not one of the order\'s.',
  "Cette ligne n'appartient pas à la commande.",
  'Esta línea no es del pedido.',
  'Diese Position gehört nicht zur Bestellung.',
);

export const REFUND_LINE_TWICE = t(
  'Ogni riga si indica una sola volta.',
  'Each line is named once only.',
  'Chaque ligne ne peut être indiquée qu\'une fois.',
  'Cada línea se indica una sola vez.',
  'Jede Position darf nur einmal angegeben werden.',
);

export const refundTooManyUnits = (refundable: number): I18nText => t(
  `Di questa riga si possono rimborsare al massimo ${refundable} pezzi.`,
  `At most ${refundable} units of this line can be refunded.`,
  `Au plus ${refundable} unités de cette ligne peuvent être remboursées.`,
  `De esta línea se pueden reembolsar como máximo ${refundable} unidades.`,
  `Von dieser Position können höchstens ${refundable} Stück erstattet werden.`,
);

export const REFUND_PROVIDER_FAILED = t(
  "Il fornitore del pagamento ha rifiutato il rimborso: l'ordine non è cambiato.",
  'The payment provider refused the refund: the order has not changed.',
  "Le prestataire de paiement a refusé le remboursement : la commande n'a pas changé.",
  'El proveedor de pago rechazó el reembolso: el pedido no ha cambiado.',
  'Der Zahlungsanbieter hat die Erstattung abgelehnt: Die Bestellung ist unverändert.',
);

export const REFUND_PROVIDER_DOWN = t(
  "Il fornitore del pagamento non risponde: riprova più tardi. L'ordine non è cambiato.",
  'The payment provider does not answer: try again later. The order has not changed.',
  "Le prestataire de paiement ne répond pas : réessayez plus tard. La commande n'a pas changé.",
  'El proveedor de pago no responde: inténtalo más tarde. El pedido no ha cambiado.',
  'Der Zahlungsanbieter antwortet nicht: Versuche es später erneut. Die Bestellung ist unverändert.',
);

// The delivery day the staff record (decision 249).
export const NOT_SHIPPED = t(
  "L'ordine non è ancora partito: non c'è una consegna da registrare.",
  'The order has not left yet: there is no delivery to record.',
  "La commande n'est pas encore partie : il n'y a pas de livraison à enregistrer.",
  'El pedido aún no ha salido: no hay ninguna entrega que registrar.',
  'Die Bestellung ist noch nicht unterwegs: Es gibt keine Zustellung zu erfassen.',
);

export const DELIVERY_DAY_IN_FUTURE = t(
  'Il giorno di consegna non può essere nel futuro.',
  'The delivery day cannot be in the future.',
  'Le jour de livraison ne peut pas être dans le futur.',
  'El día de entrega no puede ser futuro.',
  'Der Zustelltag kann nicht in der Zukunft liegen.',
);

export const DELIVERY_BEFORE_SHIPPING = t(
  'Il giorno di consegna non può essere prima del giorno di spedizione.',
  'The delivery day cannot be before the day it shipped.',
  "Le jour de livraison ne peut pas précéder le jour de l'expédition.",
  'El día de entrega no puede ser anterior al día del envío.',
  'Der Zustelltag kann nicht vor dem Versandtag liegen.',
);
