// A users row as the shop shows it (contract UserSummary).
import type { UserSummary } from '../../../contract/auth.js';
import type { users } from '../../db/schema.js';

type UserRow = typeof users.$inferSelect;

export function userSummary(row: UserRow): UserSummary {
  const [year, month, day] = row.birthDate.split('-').map(Number) as [number, number, number];
  return {
    id: row.id,
    email: row.email,
    name: { first: row.firstName, last: row.lastName },
    birth: { day, month, year },
    phone: row.phone,
  };
}

/** The e-mail as stored and compared: trimmed and lower-cased. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
