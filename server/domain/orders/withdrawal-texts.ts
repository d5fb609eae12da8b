// The words of the withdrawal's acknowledgement and refusals (decision 234), in the five languages.
import { fiveLangs as t } from '../i18n.js';

export const ackSubject = (number: string) => t(
  `Abbiamo ricevuto il tuo recesso dall'ordine ${number}`,
  `We have received your withdrawal from order ${number}`,
  `Nous avons reçu votre rétractation de la commande ${number}`,
  `Hemos recibido tu desistimiento del pedido ${number}`,
  `Wir haben deinen Widerruf der Bestellung ${number} erhalten`,
);
export const ackReceived = (number: string, day: string, time: string) => t(
  `abbiamo ricevuto la tua dichiarazione di recesso dall'ordine ${number} il ${day} alle ${time} (ora italiana). Eccone il contenuto:`,
  `we received your statement of withdrawal from order ${number} on ${day} at ${time} (Italian time). This is what it says:`,
  `nous avons reçu votre déclaration de rétractation de la commande ${number} le ${day} à ${time} (heure italienne). En voici le contenu :`,
  `hemos recibido tu declaración de desistimiento del pedido ${number} el ${day} a las ${time} (hora italiana). Este es su contenido:`,
  `wir haben deine Widerrufserklärung zur Bestellung ${number} am ${day} um ${time} Uhr (italienische Zeit) erhalten. Ihr Inhalt:`,
);
export const NAME = t('Nome', 'Name', 'Nom', 'Nombre', 'Name');
export const EMAIL = t('E-mail', 'E-mail', 'E-mail', 'Correo electrónico', 'E-Mail');
export const ORDER = t('Ordine', 'Order', 'Commande', 'Pedido', 'Bestellung');
export const WITHDRAWN = t('Articoli per cui recedi', 'Items withdrawn from', 'Articles concernés', 'Artículos de los que desistes', 'Widerrufene Artikel');
export const REASON = t('Motivo', 'Reason', 'Motif', 'Motivo', 'Grund');
export const NEXT_STEPS = t(
  'Ti scriveremo presto per dirti dove e come rimandarci la merce: avrai 14 giorni per spedirla. Ti rimborseremo tutti i pagamenti ricevuti, compreso il costo della consegna standard, entro 14 giorni da oggi; potremo attendere di avere la merce, o la prova che l\'hai spedita.',
  'We will write to you soon to say where and how to send the goods back: you will have 14 days to ship them. We will refund every payment received, the standard delivery cost included, within 14 days from today; we may wait until we have the goods back, or proof that you sent them.',
  'Nous vous écrirons bientôt pour vous dire où et comment nous renvoyer la marchandise : vous aurez 14 jours pour l\'expédier. Nous rembourserons tous les paiements reçus, frais de livraison standard compris, dans les 14 jours à compter d\'aujourd\'hui ; nous pouvons attendre d\'avoir reçu la marchandise, ou la preuve de son expédition.',
  'Te escribiremos pronto para decirte dónde y cómo devolvernos la mercancía: tendrás 14 días para enviarla. Te reembolsaremos todos los pagos recibidos, incluido el coste de la entrega estándar, en un plazo de 14 días a partir de hoy; podremos esperar a recibir la mercancía o la prueba de que la has enviado.',
  'Wir schreiben dir bald, wohin und wie du die Ware zurücksendest: Du hast dafür 14 Tage Zeit. Wir erstatten alle erhaltenen Zahlungen einschließlich der Standardlieferkosten innerhalb von 14 Tagen ab heute; wir können die Erstattung verweigern, bis wir die Ware zurückerhalten haben oder du den Versand nachweist.',
);

export const WITHDRAWAL_CLOSED = t(
  'Il periodo di recesso per questo ordine è finito.',
  'The withdrawal period for this order has ended.',
  'Le délai de rétractation de cette commande est écoulé.',
  'El plazo de desistimiento de este pedido ha terminado.',
  'Die Widerrufsfrist für diese Bestellung ist abgelaufen.',
);
export const unknownLine = (itemId: string) => t(
  `La riga ${itemId} non è di questo ordine.`,
  `Line ${itemId} is not part of this order.`,
  `La ligne ${itemId} ne fait pas partie de cette commande.`,
  `La línea ${itemId} no es de este pedido.`,
  `Die Position ${itemId} gehört nicht zu dieser Bestellung.`,
);
export const LINE_TWICE = t(
  'Ogni articolo va indicato una volta sola.',
  'Name each item once.',
  'Indiquez chaque article une seule fois.',
  'Indica cada artículo una sola vez.',
  'Gib jeden Artikel nur einmal an.',
);
export const tooMany = (name: string, left: number) => t(
  `Di «${name}» puoi restituire al massimo ${left} pezzi.`,
  `You can return at most ${left} of «${name}».`,
  `Vous pouvez renvoyer au plus ${left} exemplaires de « ${name} ».`,
  `De «${name}» puedes devolver como máximo ${left} unidades.`,
  `Von „${name}“ kannst du höchstens ${left} Stück zurückgeben.`,
);

/** The mails' line to the withdrawal function, labelled as the law asks. */
export const WITHDRAW_HERE = t(
  'Recedi dal contratto qui',
  'Withdraw from contract here',
  'Se rétracter du contrat ici',
  'Desistir del contrato aquí',
  'Vertrag hier widerrufen',
);
