// Sign-in. An unknown e-mail and a wrong password answer alike, in the same time (the password is
// checked against a dummy hash when there is no account), so sign-in never tells whether an
// address has an account (decision 097).
import { and, eq, sql } from 'drizzle-orm';
import type { SigninBody } from '../../../contract/auth.js';
import type { Lang } from '../../../contract/i18n-text.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { SHOP_ID } from '../shop-id.js';
import { passwordMatches } from './passwords.js';
import { AuthRefusal } from './refusal.js';
import { openSession, type TokenSettings } from './sessions.js';
import * as texts from './texts.js';
import { normaliseEmail, userSummary } from './user-summary.js';

/** `lang`: the page's language; it becomes the customer's for account mails (decision 103). */
export async function signIn(db: Db, settings: TokenSettings, body: SigninBody, lang: Lang) {
  const [row] = await db.select().from(users)
    .where(and(eq(users.shopId, SHOP_ID), eq(sql`lower(${users.email})`, normaliseEmail(body.email))));
  if (!(await passwordMatches(row?.passwordHash, body.password)) || !row) {
    throw new AuthRefusal('unauthorised', 'INVALID_CREDENTIALS', texts.INVALID_CREDENTIALS);
  }
  if (row.lang !== lang) await db.update(users).set({ lang }).where(eq(users.id, row.id));
  const { token } = await openSession(db, await settings.key(), settings.ttlSeconds, row.id);
  return { token, user: userSummary(row) };
}
