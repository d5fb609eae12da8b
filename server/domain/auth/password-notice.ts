// The "your password was changed" mail (decision 119): after a signed-in change and after a reset
// through a recovery link, to the account's address in the customer's language (decision 103),
// so a change the customer did not make is noticed and reported.
import type { Lang } from '../../../contract/i18n-text.js';
import type { users } from '../../db/schema.js';
import { composeMail } from '../../mail/compose.js';
import type { MailMessage } from '../../mail/mailer.js';
import { CONTACT_SUPPORT, greeting, shopDate, SIGN_OFF, storedLang, supportPageUrl, translator } from '../mail-texts.js';
import * as mailTexts from './mail-texts.js';

type UserRow = typeof users.$inferSelect;

/** Where a notice's support link points: the shop's public origin and main language. */
export interface NoticeLinks {
  publicUrl: string;
  mainLang: Lang;
}

/** `changed`: signed in, with the current password; `reset`: through a mailed recovery link. */
export type PasswordChangeWay = 'changed' | 'reset';

export function passwordChangedNotice(user: UserRow, way: PasswordChangeWay, links: NoticeLinks, now = new Date()): MailMessage {
  const lang = storedLang(user.lang);
  const say = translator(lang);
  const body = way === 'changed' ? mailTexts.passwordChangedBody : mailTexts.passwordResetBody;
  return composeMail(user.email, {
    subject: say(mailTexts.PASSWORD_CHANGED_SUBJECT),
    greeting: say(greeting(user.firstName)),
    paragraphs: [say(body(shopDate(now))), say(mailTexts.PASSWORD_CHANGED_NOT_YOU)],
    action: { label: say(CONTACT_SUPPORT), url: supportPageUrl(links.publicUrl, lang, links.mainLang) },
    signOff: say(SIGN_OFF),
  });
}
