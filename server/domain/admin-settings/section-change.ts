// One settings section's change: in one transaction holding its row's lock, read what it is, write
// what is wanted when it differs, and record both in the staff's audit, so two members' changes
// apply one after the other and each record's "before" is true (docs/decisions/238-settings-screens.md).
// The same value again writes and records nothing.
import type { Db } from '../../db/client.js';
import { recordStaffAction } from '../staff/audit.js';

/** A value's JSON with its keys sorted: jsonb gives keys back in its own order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const sameValue = (a: unknown, b: unknown) => canonical(a) === canonical(b);

export interface SectionChange<T> {
  staffId: number;
  /** The audit's subject id and the action's name: 'orders-email' records 'settings.orders-email'. */
  section: string;
  /** Reads the section under its row's lock; undefined when there is no such row (refused by the caller). */
  lockAndRead(tx: Db): Promise<T>;
  write(tx: Db, value: T): Promise<void>;
}

/** Applies `wanted`; answers whether anything changed. */
export async function changeSection<T>(db: Db, change: SectionChange<T>, wanted: T): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await change.lockAndRead(tx);
    if (sameValue(before, wanted)) return false;
    await change.write(tx, wanted);
    await recordStaffAction(tx, {
      staffId: change.staffId, action: `settings.${change.section}`, subjectType: 'settings', subjectId: change.section,
      before: { value: before }, after: { value: wanted },
    });
    return true;
  });
}
