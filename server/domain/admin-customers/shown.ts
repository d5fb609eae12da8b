// A customer's name and e-mail as the back office shows them: none of a closed account's, whose
// personal data is erased and whose address is a pseudonym (docs/decisions/236-the-customers-own-data.md).
import type { users } from '../../db/schema.js';
import { isClosedEmail } from '../users/closed.js';

type UserRow = typeof users.$inferSelect;

export function shownPerson(row: Pick<UserRow, 'email' | 'firstName' | 'lastName'>) {
  if (isClosedEmail(row.email)) return { closed: true, name: null, email: null };
  return { closed: false, name: { first: row.firstName, last: row.lastName }, email: row.email };
}
