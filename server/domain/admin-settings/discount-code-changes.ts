// Creating, changing and ending discount codes (docs/decisions/239-discount-codes-on-screen.md).
// Each in one transaction holding the code's row lock, recorded in the audit with before and
// after. Ending sets the end to now: the shopper's side (cart/promo-codes.ts) stops applying and
// counting it at once; the row stays, since orders name it. An ended code is not changed again
// (a new code is made instead), so what an ended code was stays what the orders saw.
import { and, eq } from 'drizzle-orm';
import { PERCENT_MAX, type DiscountCodeCreate, type DiscountCodePatch } from '../../../contract/admin-discount-codes.js';
import type { Db } from '../../db/client.js';
import { promoCodes } from '../../db/schema.js';
import { SHOP_ID } from '../shop-id.js';
import { recordStaffAction } from '../staff/audit.js';
import { toAdminCode } from './discount-code-list.js';
import { SettingsRefusal } from './refusal.js';
import * as texts from './texts.js';

type Row = typeof promoCodes.$inferSelect;
type Created = Required<Omit<DiscountCodeCreate, 'minCart' | 'startsAt' | 'endsAt'>> & { minCart: number | null; startsAt: string | null; endsAt: string | null };

const invalid = (code: string, text: typeof texts.CODE_TAKEN, payload?: Record<string, unknown>) => new SettingsRefusal('invalid', code, text, payload);

/** What the audit keeps of a code: the back office's view without the moving parts. */
const recorded = (row: Row) => {
  const { state: _state, uses: _uses, createdAt: _createdAt, ...kept } = toAdminCode(row, 0);
  return kept;
};

function refuseEndInThePast(endsAt: Date | null) {
  if (endsAt && endsAt.getTime() <= Date.now()) throw invalid('ENDS_IN_THE_PAST', texts.ENDS_IN_THE_PAST);
}

const toDate = (value: string | null) => (value === null ? null : new Date(value));

export async function createDiscountCode(db: Db, staffId: number, body: Created): Promise<number> {
  const endsAt = toDate(body.endsAt);
  refuseEndInThePast(endsAt);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(promoCodes).values({
      shopId: SHOP_ID, code: body.code, type: body.type, value: body.value,
      minCartOn: body.minCart !== null, minCartValue: body.minCart ?? 0,
      startsAt: toDate(body.startsAt), endsAt,
    }).onConflictDoNothing().returning();
    if (!row) throw new SettingsRefusal('conflict', 'CODE_TAKEN', texts.CODE_TAKEN, { code: body.code });
    await recordStaffAction(tx, { staffId, action: 'discount-code.create', subjectType: 'discount-code', subjectId: row.id, before: null, after: recorded(row) });
    return row.id;
  });
}

/** The code's row under its lock; a code of another shop or none is refused (404). */
async function lockCode(tx: Db, id: number): Promise<Row> {
  const [row] = await tx.select().from(promoCodes).where(and(eq(promoCodes.id, id), eq(promoCodes.shopId, SHOP_ID))).for('update');
  if (!row) throw new SettingsRefusal('missing', 'CODE_NOT_FOUND', texts.CODE_NOT_FOUND, { id });
  return row;
}

const isEnded = (row: Row) => !row.active || (row.endsAt !== null && row.endsAt.getTime() <= Date.now());

export async function changeDiscountCode(db: Db, staffId: number, id: number, patch: DiscountCodePatch): Promise<void> {
  if (Object.values(patch).every((v) => v === undefined)) throw invalid('NOTHING_TO_CHANGE', texts.NOTHING_TO_CHANGE);
  await db.transaction(async (tx) => {
    const row = await lockCode(tx, id);
    if (isEnded(row)) throw new SettingsRefusal('conflict', 'CODE_ENDED', texts.CODE_ENDED, { id });
    if (patch.value !== undefined && row.type === 'articles') throw invalid('NO_VALUE_FOR_GIFTS', texts.NO_VALUE_FOR_GIFTS);
    if (patch.value !== undefined && row.type === 'percentage' && patch.value > PERCENT_MAX) {
      throw invalid('PERCENT_OUT_OF_BOUNDS', texts.PERCENT_OUT_OF_BOUNDS, { max: PERCENT_MAX });
    }
    const startsAt = patch.startsAt === undefined ? row.startsAt : toDate(patch.startsAt);
    const endsAt = patch.endsAt === undefined ? row.endsAt : toDate(patch.endsAt);
    if (patch.endsAt !== undefined) refuseEndInThePast(endsAt);
    if (startsAt && endsAt && startsAt >= endsAt) throw invalid('DATES_OUT_OF_ORDER', texts.DATES_OUT_OF_ORDER);
    const set = {
      ...(patch.value !== undefined ? { value: patch.value } : {}),
      ...(patch.minCart !== undefined ? { minCartOn: patch.minCart !== null, minCartValue: patch.minCart ?? 0 } : {}),
      ...(patch.startsAt !== undefined ? { startsAt } : {}),
      ...(patch.endsAt !== undefined ? { endsAt } : {}),
    };
    const [after] = await tx.update(promoCodes).set(set).where(eq(promoCodes.id, id)).returning();
    const before = recorded(row);
    const now = recorded(after!);
    if (JSON.stringify(before) === JSON.stringify(now)) return;
    await recordStaffAction(tx, { staffId, action: 'discount-code.update', subjectType: 'discount-code', subjectId: id, before, after: now });
  });
}

/** Ends the code now: no customer can apply it from this moment, and a cart holding it stops counting it. */
export async function endDiscountCode(db: Db, staffId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockCode(tx, id);
    if (isEnded(row)) throw new SettingsRefusal('conflict', 'CODE_ENDED', texts.CODE_ENDED, { id });
    const [after] = await tx.update(promoCodes).set({ endsAt: new Date() }).where(eq(promoCodes.id, id)).returning();
    await recordStaffAction(tx, { staffId, action: 'discount-code.end', subjectType: 'discount-code', subjectId: id, before: recorded(row), after: recorded(after!) });
  });
}
