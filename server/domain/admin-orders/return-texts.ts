// The words of the returns (docs/decisions/245-returns-in-the-back-office.md): the customer's mails
// when a return is accepted, refused or its goods checked, and the refusals of the staff's calls,
// in the shop's five languages.
import { fiveLangs as t } from '../i18n.js';

export const acceptedSubject = (number: string) => t(
  `Reso accettato per l'ordine ${number}: come rimandarci la merce`,
  `Return accepted for order ${number}: how to send the goods back`,
  `Retour accepté pour la commande ${number} : comment nous renvoyer la marchandise`,
  `Devolución aceptada del pedido ${number}: cómo devolvernos la mercancía`,
  `Rücksendung zur Bestellung ${number} angenommen: so sendest du die Ware zurück`,
);
export const accepted = (number: string, lastDay: string) => t(
  `abbiamo accettato il tuo recesso dall'ordine ${number}. Spediscici la merce entro il ${lastDay}.`,
  `we have accepted your withdrawal from order ${number}. Please send the goods back by ${lastDay}.`,
  `nous avons accepté votre rétractation de la commande ${number}. Renvoyez-nous la marchandise au plus tard le ${lastDay}.`,
  `hemos aceptado tu desistimiento del pedido ${number}. Envíanos la mercancía a más tardar el ${lastDay}.`,
  `wir haben deinen Widerruf der Bestellung ${number} angenommen. Bitte sende die Ware bis zum ${lastDay} zurück.`,
);
export const SHIP_TO = t('Indirizzo a cui spedire', 'Address to send it to', "Adresse d'expédition", 'Dirección de envío', 'Rücksendeadresse');
export const HOW = t(
  "Come: il prodotto va rimandato integro, non usato e nella sua confezione originale; i componenti meccanici non devono essere stati montati. Scrivi sul pacco il numero dell'ordine. Le spese di spedizione del reso sono a tuo carico.",
  'How: the product must come back undamaged, unused and in its original packaging; mechanical parts must not have been mounted. Write the order number on the parcel. The cost of sending it back is yours.',
  "Comment : le produit doit revenir intact, non utilisé et dans son emballage d'origine ; les pièces mécaniques ne doivent pas avoir été montées. Indiquez le numéro de commande sur le colis. Les frais de retour sont à votre charge.",
  'Cómo: el producto debe volver intacto, sin usar y en su embalaje original; los componentes mecánicos no deben haberse montado. Escribe el número del pedido en el paquete. Los gastos de envío de la devolución corren de tu cuenta.',
  'Wie: Das Produkt muss unbeschädigt, unbenutzt und in der Originalverpackung zurückkommen; mechanische Teile dürfen nicht montiert worden sein. Schreib die Bestellnummer auf das Paket. Die Kosten der Rücksendung trägst du.',
);
export const AFTER_CHECK = t(
  'Appena riceviamo la merce la controlliamo e ti rimborsiamo, compreso il costo della consegna standard se restituisci tutto l\'ordine; una perdita di valore dovuta a un uso oltre quanto serve a provarla può essere detratta.',
  'As soon as the goods arrive we check them and refund you, the standard delivery cost included if you return the whole order; a loss of value from handling beyond what trying them needs may be deducted.',
  "Dès réception, nous vérifions la marchandise et vous remboursons, frais de livraison standard compris si vous retournez toute la commande ; une dépréciation due à une manipulation au-delà de ce qu'il faut pour l'essayer peut être déduite.",
  'En cuanto recibamos la mercancía la revisamos y te reembolsamos, incluido el coste de la entrega estándar si devuelves todo el pedido; puede descontarse una pérdida de valor por un uso mayor del necesario para probarla.',
  'Sobald die Ware ankommt, prüfen wir sie und erstatten dir den Betrag, bei Rückgabe der ganzen Bestellung einschließlich der Standardlieferkosten; ein Wertverlust durch einen Umgang über die Prüfung hinaus kann abgezogen werden.',
);

export const refusedSubject = (number: string) => t(
  `Il tuo reso per l'ordine ${number}`,
  `Your return for order ${number}`,
  `Votre retour pour la commande ${number}`,
  `Tu devolución del pedido ${number}`,
  `Deine Rücksendung zur Bestellung ${number}`,
);
export const refused = (number: string) => t(
  `non possiamo accettare il tuo recesso dall'ordine ${number}.`,
  `we cannot accept your withdrawal from order ${number}.`,
  `nous ne pouvons pas accepter votre rétractation de la commande ${number}.`,
  `no podemos aceptar tu desistimiento del pedido ${number}.`,
  `wir können deinen Widerruf der Bestellung ${number} nicht annehmen.`,
);
export const REASON = t('Il motivo', 'The reason', 'La raison', 'El motivo', 'Der Grund');
export const REFUSED_REPLY = t(
  'Se non sei d\'accordo rispondi a questa e-mail: rivedremo la tua richiesta.',
  'If you disagree, reply to this e-mail: we will look at your request again.',
  "Si vous n'êtes pas d'accord, répondez à cet e-mail : nous réexaminerons votre demande.",
  'Si no estás de acuerdo, responde a este correo: revisaremos tu solicitud.',
  'Wenn du nicht einverstanden bist, antworte auf diese E-Mail: Wir prüfen deine Anfrage erneut.',
);

export const goodsReceivedSubject = (number: string) => t(
  `Abbiamo ricevuto il tuo reso per l'ordine ${number}`,
  `We have received your return for order ${number}`,
  `Nous avons reçu votre retour pour la commande ${number}`,
  `Hemos recibido tu devolución del pedido ${number}`,
  `Wir haben deine Rücksendung zur Bestellung ${number} erhalten`,
);
export const goodsReceived = (number: string) => t(
  `la merce che ci hai rimandato per l'ordine ${number} è arrivata e l'abbiamo controllata.`,
  `the goods you sent back for order ${number} have arrived and we have checked them.`,
  `la marchandise renvoyée pour la commande ${number} est arrivée et nous l'avons vérifiée.`,
  `la mercancía que nos devolviste del pedido ${number} ha llegado y la hemos revisado.`,
  `die Ware, die du zur Bestellung ${number} zurückgesendet hast, ist angekommen und wurde geprüft.`,
);
export const DEDUCTIONS = t('Detrazioni per perdita di valore', 'Deductions for loss of value', 'Déductions pour dépréciation', 'Descuentos por pérdida de valor', 'Abzüge für Wertverlust');
export const REFUND_FOLLOWS = t(
  'Il rimborso segue a breve, con lo stesso mezzo di pagamento che hai usato.',
  'The refund follows shortly, by the same means of payment you used.',
  'Le remboursement suit sous peu, par le même moyen de paiement que vous avez utilisé.',
  'El reembolso llegará en breve, con el mismo medio de pago que usaste.',
  'Die Erstattung folgt in Kürze über dasselbe Zahlungsmittel, das du verwendet hast.',
);

export const STATEMENT_NOT_FOUND = t(
  'Questa dichiarazione di recesso non è di questo ordine.',
  'This withdrawal statement is not part of this order.',
  "Cette déclaration de rétractation ne fait pas partie de cette commande.",
  'Esta declaración de desistimiento no es de este pedido.',
  'Diese Widerrufserklärung gehört nicht zu dieser Bestellung.',
);
export const returnStateConflict = (state: string) => t(
  `Il reso è nello stato «${state}»: questa azione non è possibile.`,
  `The return is in the state «${state}»: this action is not possible.`,
  `Le retour est à l'état « ${state} » : cette action n'est pas possible.`,
  `La devolución está en el estado «${state}»: esta acción no es posible.`,
  `Die Rücksendung ist im Zustand „${state}“: Diese Aktion ist nicht möglich.`,
);
export const RECEIVED_LINE_UNKNOWN = t(
  'Ogni riga ricevuta deve essere una riga della dichiarazione, una volta sola.',
  'Each received line must be a line of the statement, named once.',
  'Chaque ligne reçue doit être une ligne de la déclaration, une seule fois.',
  'Cada línea recibida debe ser una línea de la declaración, una sola vez.',
  'Jede erhaltene Position muss eine Position der Erklärung sein, einmal genannt.',
);
export const receivedTooMany = (withdrawn: number) => t(
  `Sono tornati più pezzi di quelli dichiarati nel recesso (${withdrawn}).`,
  `More units came back than the statement withdrew (${withdrawn}).`,
  `Plus d'unités sont revenues que la déclaration n'en retire (${withdrawn}).`,
  `Han vuelto más unidades de las declaradas en el desistimiento (${withdrawn}).`,
  `Es kamen mehr Stück zurück, als die Erklärung widerruft (${withdrawn}).`,
);
export const deductionTooMuch = (value: string) => t(
  `Le detrazioni superano il valore delle righe restituite (${value}).`,
  `The deductions exceed the value of the returned lines (${value}).`,
  `Les déductions dépassent la valeur des lignes retournées (${value}).`,
  `Los descuentos superan el valor de las líneas devueltas (${value}).`,
  `Die Abzüge übersteigen den Wert der zurückgegebenen Positionen (${value}).`,
);
export const deducted = (amount: string) => t(
  `Dal rimborso abbiamo detratto ${amount} per la perdita di valore della merce restituita, come ti abbiamo scritto quando l'abbiamo ricevuta.`,
  `We deducted ${amount} from the refund for the loss of value of the goods returned, as we wrote to you when they arrived.`,
  `Nous avons déduit ${amount} du remboursement pour la dépréciation de la marchandise retournée, comme nous vous l'avons écrit à sa réception.`,
  `Hemos descontado ${amount} del reembolso por la pérdida de valor de la mercancía devuelta, como te escribimos al recibirla.`,
  `Wir haben ${amount} für den Wertverlust der zurückgesendeten Ware von der Erstattung abgezogen, wie wir dir bei ihrem Eingang geschrieben haben.`,
);
// The proof of shipment (docs/decisions/249-after-the-sale.md).
export const PROOF_DAY_IN_FUTURE = t(
  'Il giorno di spedizione del reso non può essere nel futuro.',
  'The day the return was sent cannot be in the future.',
  "Le jour d'envoi du retour ne peut pas être dans le futur.",
  'El día de envío de la devolución no puede ser futuro.',
  'Der Versandtag der Rücksendung kann nicht in der Zukunft liegen.',
);
export const NO_DEDUCTION_AFTER_REFUND = t(
  'Il reso è già stato rimborsato per intero sulla prova di spedizione: una perdita di valore non si detrae più, si chiede al cliente a parte.',
  'The return was already refunded in full on the proof of shipment: a loss of value is no longer deducted, it is asked of the customer apart.',
  "Le retour a déjà été remboursé en entier sur la preuve d'envoi : une dépréciation ne se déduit plus, elle se demande au client à part.",
  'La devolución ya se reembolsó por completo con la prueba de envío: una pérdida de valor ya no se descuenta, se pide al cliente aparte.',
  'Die Rücksendung wurde auf den Versandnachweis hin bereits voll erstattet: Ein Wertverlust wird nicht mehr abgezogen, sondern beim Kunden gesondert eingefordert.',
);
