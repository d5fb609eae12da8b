// Password recovery by e-mail (decision 102). A link carries a random token; the table keeps only
// its sha256, so a copy of the database holds no working link. A link works once and until it
// expires; using it sets the password, spends every other open link of the account and ends every
// session of it (whoever knew the old password is signed out too). Each request forgets the links
// spent or expired more than a day ago (decision 119).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { RecoveryResetBody } from '../../../contract/account.js';
import type { Lang } from '../../../contract/i18n-text.js';
import type { Db } from '../../db/client.js';
import { passwordResets, users } from '../../db/schema.js';
import { composeMail } from '../../mail/compose.js';
import type { MailMessage } from '../../mail/mailer.js';
import { greeting, SIGN_OFF, translator } from '../mail-texts.js';
import { oweMail } from '../orders/order-mails.js';
import { localizedPath } from '../page-path.js';
import { SHOP_ID } from '../shop-id.js';
import * as mailTexts from './mail-texts.js';
import { hashPassword } from './passwords.js';
import { passwordChangedNotice, type NoticeLinks } from './password-notice.js';
import { AuthRefusal } from './refusal.js';
import { revokeUserSessions } from './sessions.js';
import * as texts from './texts.js';
import { normaliseEmail } from './user-summary.js';

export interface RecoveryRequest {
  email: string;
  /** The language of the page that asked: the mail's and the link's. */
  lang: Lang;
  mainLang: Lang;
  /** The shop's public origin (PUBLIC_URL), never the request's Host (decision 102). */
  publicUrl: string;
  linkTtlSeconds: number;
}

const tokenDigest = (token: string) => createHash('sha256').update(token).digest('base64url');

const linkExpired = () => new AuthRefusal('unauthorised', 'RECOVERY_LINK_EXPIRED', texts.RECOVERY_LINK_EXPIRED);

/**
 * Starts a recovery: for an account with this e-mail, stores a link and answers the mail to send;
 * for none, answers null. Both make a token and its digest and look the address up, so the two
 * differ by one indexed insert; the caller sends the mail after answering, so the mail server's
 * pace does not tell either (decision 102).
 */
export async function startRecovery(db: Db, request: RecoveryRequest, now = new Date()): Promise<MailMessage | null> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = tokenDigest(token);
  const user = await db.transaction(async (tx) => {
    // Forgotten on every request, known address or not, so the clean-up does not tell them apart.
    await forgetOldRecoveryLinks(tx, now);
    const [found] = await tx.select({ id: users.id, email: users.email, firstName: users.firstName }).from(users)
      .where(and(eq(users.shopId, SHOP_ID), eq(sql`lower(${users.email})`, normaliseEmail(request.email))));
    if (found) await tx.insert(passwordResets).values({ tokenHash, userId: found.id, expiresAt: new Date(now.getTime() + request.linkTtlSeconds * 1000) });
    return found;
  });
  if (!user) return null;
  const path = localizedPath(['recupero-password', token], request.lang, request.mainLang);
  const url = `${request.publicUrl}${path}?email=${encodeURIComponent(user.email)}`;
  const say = translator(request.lang);
  return composeMail(user.email, {
    subject: say(mailTexts.RECOVERY_SUBJECT),
    greeting: say(greeting(user.firstName)),
    paragraphs: [say(mailTexts.recoveryIntro(Math.round(request.linkTtlSeconds / 60)))],
    action: { label: say(mailTexts.RECOVERY_ACTION), url },
    after: [say(mailTexts.RECOVERY_NOT_YOU)],
    signOff: say(SIGN_OFF),
  });
}

/** How long a spent or expired link is kept (for a customer's question to support about it). */
export const RECOVERY_LINK_KEPT_MS = 24 * 60 * 60 * 1000;

/** Deletes every link spent or expired more than RECOVERY_LINK_KEPT_MS ago (decision 119). */
export async function forgetOldRecoveryLinks(db: Db, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - RECOVERY_LINK_KEPT_MS);
  await db.delete(passwordResets).where(or(lt(passwordResets.expiresAt, cutoff), lt(passwordResets.usedAt, cutoff)));
}

/** Open links of a user stop working (after a reset or a password change). */
export async function spendRecoveryLinks(db: Db, userId: number, now = new Date()): Promise<void> {
  await db.update(passwordResets).set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/**
 * Whether a mailed link still works (unknown, expired, used, or mailed to another address: not),
 * so its page can say so before the new password is typed. It reads and changes nothing else: the
 * reset checks again, as another tab may spend the link in between (decision 206).
 */
export async function checkRecoveryLink(db: Db, token: string, email: string | undefined, now = new Date()): Promise<void> {
  const usable = and(eq(passwordResets.tokenHash, tokenDigest(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now));
  const [link] = await db.select({ email: users.email }).from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId)).where(usable);
  if (!link || (email !== undefined && normaliseEmail(link.email) !== normaliseEmail(email))) throw linkExpired();
}

/**
 * Sets a new password through a mailed link. An unknown, expired or used token, or one mailed to
 * another address, answers RECOVERY_LINK_EXPIRED alike (the page then offers a new link).
 * The "password changed" notice (decision 119) is owed in the same transaction (decision 266):
 * answers its id, to deliver.
 */
export async function resetPassword(db: Db, body: RecoveryResetBody, links: NoticeLinks, now = new Date()): Promise<number> {
  const tokenHash = tokenDigest(body.token);
  const usable = and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now));
  // Checked before hashing: a made-up token costs one indexed read, not an argon2 hash.
  const [link] = await db.select({ email: users.email }).from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId)).where(usable);
  if (!link || normaliseEmail(link.email) !== normaliseEmail(body.email)) throw linkExpired();
  // Hashed outside the transaction: no row lock should wait on argon2.
  const passwordHash = await hashPassword(body.new);
  return db.transaction(async (tx) => {
    // The conditional update is what makes a link single-use: of two resets racing with one link,
    // the second waits on the row's lock, then finds used_at set and changes nothing.
    const [spent] = await tx.update(passwordResets).set({ usedAt: now }).where(usable)
      .returning({ userId: passwordResets.userId });
    if (!spent) throw linkExpired();
    const [row] = await tx.update(users).set({ passwordHash }).where(eq(users.id, spent.userId)).returning();
    if (!row) throw new Error(`user ${spent.userId} vanished during a password reset`);
    await spendRecoveryLinks(tx, spent.userId, now);
    await revokeUserSessions(tx, spent.userId);
    return oweMail(tx, 'passwordChanged', passwordChangedNotice(row, 'reset', links, now));
  });
}
