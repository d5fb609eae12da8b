// The newsletter's words in the shop's five languages: the confirmation mail, the pages its links
// open, and the refusals (decision 110).
import type { I18nText } from '../../../contract/i18n-text.js';
import { fiveLangs as t } from '../i18n.js';
import { greeting as customerGreeting } from '../mail-texts.js';


export const CONFIRM_SUBJECT = t(
  'Conferma la tua iscrizione alla newsletter di Raggio',
  'Confirm your subscription to the Raggio newsletter',
  'Confirmez votre inscription à la newsletter de Raggio',
  'Confirma tu suscripción a la newsletter de Raggio',
  'Bestätige dein Abonnement des Raggio-Newsletters',
);

/** A subscriber may have left no name: then the greeting has none. */
export const greeting = (name: string | null): I18nText => (name
  ? customerGreeting(name)
  : t('Ciao,', 'Hello,', 'Bonjour,', 'Hola:', 'Hallo,'));

export const CONFIRM_INTRO = t(
  'per ricevere la newsletter di Raggio (novità, anteprime e offerte riservate) conferma il tuo indirizzo e-mail:',
  'To receive the Raggio newsletter (news, previews and exclusive offers) please confirm your e-mail address:',
  'Pour recevoir la newsletter de Raggio (nouveautés, avant-premières et offres réservées), confirmez votre adresse e-mail :',
  'Para recibir la newsletter de Raggio (novedades, adelantos y ofertas exclusivas) confirma tu dirección de correo electrónico:',
  'um den Raggio-Newsletter (Neuheiten, Vorschauen und exklusive Angebote) zu erhalten, bestätige bitte deine E-Mail-Adresse:',
);

export const CONFIRM_BUTTON = t(
  'Conferma l’iscrizione', 'Confirm my subscription', 'Confirmer mon inscription', 'Confirmar mi suscripción', 'Abonnement bestätigen',
);

export const CONFIRM_EXPIRY = t(
  'Il link vale 7 giorni. Se non hai chiesto tu l’iscrizione, ignora questo messaggio: senza conferma non riceverai altre e-mail.',
  'The link is valid for 7 days. If you did not ask to subscribe, ignore this message: without confirmation you will receive no further e-mails.',
  'Le lien est valable 7 jours. Si vous n’avez pas demandé l’inscription, ignorez ce message : sans confirmation, vous ne recevrez plus d’e-mails.',
  'El enlace es válido durante 7 días. Si no has pedido la suscripción, ignora este mensaje: sin confirmación no recibirás más correos.',
  'Der Link ist 7 Tage gültig. Wenn du das Abonnement nicht angefordert hast, ignoriere diese Nachricht: Ohne Bestätigung erhältst du keine weiteren E-Mails.',
);

export const UNSUBSCRIBE_LINE = t(
  'Non vuoi più ricevere e-mail dalla newsletter di Raggio?',
  'Don’t want e-mails from the Raggio newsletter any more?',
  'Vous ne souhaitez plus recevoir les e-mails de la newsletter de Raggio ?',
  '¿No quieres recibir más correos de la newsletter de Raggio?',
  'Du möchtest keine E-Mails des Raggio-Newsletters mehr erhalten?',
);

export const UNSUBSCRIBE_LINK = t('Annulla l’iscrizione', 'Unsubscribe', 'Se désinscrire', 'Darse de baja', 'Abmelden');

/** The pages the mail's links open. */
export const CONFIRMED_TITLE = t(
  'Iscrizione confermata', 'Subscription confirmed', 'Inscription confirmée', 'Suscripción confirmada', 'Abonnement bestätigt',
);
export const CONFIRMED_TEXT = t(
  'Grazie! Da ora riceverai la newsletter di Raggio con novità, anteprime e offerte riservate.',
  'Thank you! From now on you will receive the Raggio newsletter with news, previews and exclusive offers.',
  'Merci ! Vous recevrez désormais la newsletter de Raggio avec nouveautés, avant-premières et offres réservées.',
  '¡Gracias! A partir de ahora recibirás la newsletter de Raggio con novedades, adelantos y ofertas exclusivas.',
  'Danke! Ab jetzt erhältst du den Raggio-Newsletter mit Neuheiten, Vorschauen und exklusiven Angeboten.',
);
export const CONFIRM_INVALID_TITLE = t(
  'Link non valido o scaduto', 'Invalid or expired link', 'Lien non valide ou expiré', 'Enlace no válido o caducado', 'Ungültiger oder abgelaufener Link',
);
export const CONFIRM_INVALID_TEXT = t(
  'Questo link di conferma non vale più: è scaduto oppure è già stato usato. Se hai già confermato, la tua iscrizione è attiva; altrimenti iscriviti di nuovo dal sito.',
  'This confirmation link is no longer valid: it has expired or has already been used. If you already confirmed, your subscription is active; otherwise subscribe again on the website.',
  'Ce lien de confirmation n’est plus valable : il a expiré ou a déjà été utilisé. Si vous avez déjà confirmé, votre inscription est active ; sinon, inscrivez-vous à nouveau sur le site.',
  'Este enlace de confirmación ya no es válido: ha caducado o ya se ha usado. Si ya confirmaste, tu suscripción está activa; si no, suscríbete de nuevo en la web.',
  'Dieser Bestätigungslink gilt nicht mehr: Er ist abgelaufen oder wurde bereits verwendet. Wenn du schon bestätigt hast, ist dein Abonnement aktiv; sonst melde dich auf der Website erneut an.',
);
export const UNSUBSCRIBED_TITLE = t(
  'Iscrizione annullata', 'You have unsubscribed', 'Désinscription effectuée', 'Te has dado de baja', 'Du hast dich abgemeldet',
);
export const UNSUBSCRIBED_TEXT = t(
  'Non riceverai più e-mail dalla newsletter di Raggio. Puoi iscriverti di nuovo quando vuoi dal sito.',
  'You will no longer receive e-mails from the Raggio newsletter. You can subscribe again at any time on the website.',
  'Vous ne recevrez plus d’e-mails de la newsletter de Raggio. Vous pouvez vous réinscrire à tout moment sur le site.',
  'Ya no recibirás correos de la newsletter de Raggio. Puedes volver a suscribirte cuando quieras en la web.',
  'Du erhältst keine E-Mails des Raggio-Newsletters mehr. Du kannst dich jederzeit auf der Website wieder anmelden.',
);
export const UNSUBSCRIBE_INVALID_TITLE = t(
  'Link non valido', 'Invalid link', 'Lien non valide', 'Enlace no válido', 'Ungültiger Link',
);
export const UNSUBSCRIBE_INVALID_TEXT = t(
  'Questo link per annullare l’iscrizione non è valido. Usa il link dell’ultima e-mail ricevuta o scrivici dalla pagina Assistenza.',
  'This unsubscribe link is not valid. Use the link in the latest e-mail you received, or write to us from the Support page.',
  'Ce lien de désinscription n’est pas valable. Utilisez le lien du dernier e-mail reçu ou écrivez-nous depuis la page Assistance.',
  'Este enlace para darse de baja no es válido. Usa el enlace del último correo recibido o escríbenos desde la página de Asistencia.',
  'Dieser Abmeldelink ist ungültig. Verwende den Link aus der letzten erhaltenen E-Mail oder schreib uns über die Seite Kundenservice.',
);
export const BACK_TO_SHOP = t('Torna al negozio', 'Back to the shop', 'Retour à la boutique', 'Volver a la tienda', 'Zurück zum Shop');

/** POST auth/sub with an address that is not the signed-in user's. */
export const NOT_YOUR_EMAIL = t(
  'Puoi iscrivere solo l’indirizzo e-mail del tuo account',
  'You can only subscribe your account’s e-mail address',
  'Vous ne pouvez inscrire que l’adresse e-mail de votre compte',
  'Solo puedes suscribir la dirección de correo electrónico de tu cuenta',
  'Du kannst nur die E-Mail-Adresse deines Kontos anmelden',
);
