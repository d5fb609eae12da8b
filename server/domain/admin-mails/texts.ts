// The mails screen's refusals in the shop's five languages (docs/decisions/251-the-audit-and-mails-screens.md).
import { inFiveLangs } from '../i18n.js';

export const MAIL_NOT_FOUND = inFiveLangs(/*i18n*/ { id: 'adminMails.notFound', message: 'Mail non trovata' });

export const MAIL_NOT_FAILED = inFiveLangs(/*i18n*/ { id: 'adminMails.notFailed', message: 'Si invia di nuovo solo una mail non inviata' });
