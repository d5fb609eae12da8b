// The signed-in customer's password and e-mail changes (docs/product/accounts.md#credential-changes,
// AUTH_PATCH_EMAIL_RECOVERY). Both ask for the current password again; a wrong one is
// refused as `invalid` (400 WRONG_PASSWORD), never 401, which the PWA would read as signed out.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { EmailChangeBody, PasswordChangeBody } from '../../../contract/account.js';
import type { UserSummary } from '../../../contract/auth.js';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { users } from '../../db/schema.js';
import { composeMail } from '../../mail/compose.js';
import { CONTACT_SUPPORT, greeting, SIGN_OFF, storedLang, supportPageUrl, translator } from '../mail-texts.js';
import { oweMail } from '../orders/order-mails.js';
import { SHOP_ID } from '../shop-id.js';
import { isClosedEmail } from '../users/closed.js';
import * as mailTexts from './mail-texts.js';
import { hashPassword, passwordMatches } from './passwords.js';
import { passwordChangedNotice, type NoticeLinks } from './password-notice.js';
import { spendRecoveryLinks } from './recovery.js';
import { AuthRefusal } from './refusal.js';
import { revokeUserSessions } from './sessions.js';
import * as texts from './texts.js';
import { normaliseEmail, userSummary } from './user-summary.js';

type UserRow = typeof users.$inferSelect;

async function checkPassword(user: UserRow, password: string) {
  if (!(await passwordMatches(user.passwordHash, password))) {
    throw new AuthRefusal('invalid', 'WRONG_PASSWORD', texts.WRONG_PASSWORD);
  }
}

/**
 * Sets a new password. Every other session of the customer ends (a changed password is often a
 * suspected leak) and this one stays, so the customer is not signed out by their own change; open
 * recovery links stop working (decision 102). The notice (decision 119) is owed in the same
 * transaction, a mail whose loss would hide a takeover (decision 266): answers its id, to deliver.
 */
export async function changePassword(db: Db, user: UserRow, sessionId: string, body: PasswordChangeBody, links: NoticeLinks): Promise<number> {
  await checkPassword(user, body.current);
  const passwordHash = await hashPassword(body.new);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, sessionId);
    await spendRecoveryLinks(tx, user.id);
    return oweMail(tx, 'passwordChanged', passwordChangedNotice(user, 'changed', links));
  });
}

export interface EmailChange {
  user: UserSummary;
  /** The owed notice to the old address (decision 266); null when the address did not change. */
  noticeId: number | null;
}

const emailTaken = () => new AuthRefusal('conflict', 'EMAIL_TAKEN', texts.EMAIL_TAKEN);

/**
 * Moves the account to a new e-mail (stored lower-cased, unique in any case) and writes the
 * notice to the old address, in the customer's language, so a hijacked session cannot take the
 * account over unseen. Sessions stay: the password did not change.
 */
export async function changeEmail(db: Db, user: UserRow, body: EmailChangeBody, links: NoticeLinks): Promise<EmailChange> {
  await checkPassword(user, body.password);
  const email = normaliseEmail(body.new);
  // Closed accounts' pseudonyms live on a reserved domain: no account moves onto it (decision 236).
  if (isClosedEmail(email)) throw emailTaken();
  const [other] = await db.select({ id: users.id }).from(users)
    .where(and(eq(users.shopId, SHOP_ID), eq(sql`lower(${users.email})`, email), ne(users.id, user.id)));
  if (other) throw emailTaken();
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.update(users).set({ email }).where(eq(users.id, user.id)).returning();
      if (!row) throw new Error(`user ${user.id} vanished during an e-mail change`);
      if (normaliseEmail(user.email) === email) return { user: userSummary(row), noticeId: null };
      const lang = storedLang(row.lang);
      const say = translator(lang);
      // Owed with the change (decision 266): the old address hears of it even if the process dies.
      const noticeId = await oweMail(tx, 'emailChanged', composeMail(user.email, {
        subject: say(mailTexts.EMAIL_CHANGED_SUBJECT),
        greeting: say(greeting(row.firstName)),
        paragraphs: [say(mailTexts.emailChangedBody(email)), say(mailTexts.EMAIL_CHANGED_NOT_YOU)],
        action: { label: say(CONTACT_SUPPORT), url: supportPageUrl(links.publicUrl, lang, links.mainLang) },
        signOff: say(SIGN_OFF),
      }));
      return { user: userSummary(row), noticeId };
    });
  } catch (err) {
    // Another account took the address between the check and the update.
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}
