// The mails screen's refusals in the shop's five languages (docs/decisions/251-the-audit-and-mails-screens.md).
import { fiveLangs as t } from '../i18n.js';

export const MAIL_NOT_FOUND = t(
  'Mail non trovata',
  'Mail not found',
  'E-mail introuvable',
  'Correo no encontrado',
  'E-Mail nicht gefunden',
);

export const MAIL_NOT_FAILED = t(
  'Si invia di nuovo solo una mail non inviata',
  'Only a mail that was not sent can be sent again',
  'Seul un e-mail non envoyé peut être renvoyé',
  'Solo se puede reenviar un correo no enviado',
  'Nur eine nicht gesendete E-Mail kann erneut gesendet werden',
);
