// Sign-up: a new account and a first session, in one transaction: a refusal (the e-mail is taken)
// leaves nothing behind. The newsletter checkbox is the route's next step, through the newsletter's
// double opt-in like any other request (decision 110).
import type { SignupBody } from '../../../contract/auth.js';
import type { Lang } from '../../../contract/i18n-text.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { SHOP_ID } from '../shop-id.js';
import { isClosedEmail } from '../users/closed.js';
import { hashPassword } from './passwords.js';
import { AuthRefusal } from './refusal.js';
import { openSession, type TokenSettings } from './sessions.js';
import * as texts from './texts.js';
import { normaliseEmail, userSummary } from './user-summary.js';

const pad = (n: number) => String(n).padStart(2, '0');

/** `lang`: the page's language, kept as the customer's for account mails (decision 103). */
export async function signUp(db: Db, settings: TokenSettings, body: SignupBody, lang: Lang) {
  const email = normaliseEmail(body.email);
  // Closed accounts' pseudonyms live on a reserved domain: nobody signs up on it (decision 236).
  if (isClosedEmail(email)) throw new AuthRefusal('conflict', 'EMAIL_TAKEN', texts.EMAIL_TAKEN);
  // Hashed before the transaction: argon2 takes tens of milliseconds, no lock should wait on it.
  const passwordHash = await hashPassword(body.password);
  const key = await settings.key();
  return db.transaction(async (tx) => {
    // The unique index on (shop, lower(email)) decides between two sign-ups racing for one address.
    const [row] = await tx.insert(users).values({
      shopId: SHOP_ID, email, passwordHash, lang,
      firstName: body.name.first, lastName: body.name.last,
      birthDate: `${body.birth.year}-${pad(body.birth.month)}-${pad(body.birth.day)}`,
    }).onConflictDoNothing().returning();
    if (!row) throw new AuthRefusal('conflict', 'EMAIL_TAKEN', texts.EMAIL_TAKEN);
    const { token } = await openSession(tx, key, settings.ttlSeconds, row.id);
    return { token, user: userSummary(row) };
  });
}
