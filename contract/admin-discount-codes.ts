import { z } from 'zod';
import { dbIdParamSchema, dbInstantSchema } from './db-values.js';
import { PRICE_MAX_CENTS } from './rules/catalogue-entry.js';

// Discount codes from the back office (docs/decisions/239-discount-codes-on-screen.md; the
// shopper's side: docs/product/cart.md#discount-codes, decision 107). A code is listed with how many
// placed orders used it; created, changed, and ended (no longer applicable from now on). A code is
// never deleted: the orders that used it name it.

/** What a customer may type (contract/discount-code.ts), stored upper-case; at least 3 characters. */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9_-]{3,40}$/;
export const PERCENT_MAX = 100;

/** What the codes' own rules say when they refuse: the server says each in the request's language. */
export const CODE_RULE_MESSAGES = {
  code: '3 to 40 letters, digits, - and _',
  amount: `an amount in whole cents from 1 to ${PRICE_MAX_CENTS}`,
  percent: `a percentage from 1 to ${PERCENT_MAX}`,
  instant: 'a date and time with its offset, e.g. 2026-12-01T00:00:00+01:00',
  dateOrder: 'the end comes after the start',
} as const;
const M = CODE_RULE_MESSAGES;

const code = z.string(M.code).trim().toUpperCase().regex(DISCOUNT_CODE_PATTERN, M.code);
const cents = z.number(M.amount).int(M.amount).min(1, M.amount).max(PRICE_MAX_CENTS, M.amount);
/** An instant with its offset ('2026-12-01T00:00:00+01:00') the database holds (decision 221); null: open. */
const instant = dbInstantSchema(M.instant).nullable();

/**
 * The back office creates codes that take a percentage or an amount off; 'articles' codes (free
 * products) are listed and ended here, made in the database.
 */
export const discountCodeKindSchema = z.enum(['percentage', 'price']);

/** What a code takes off: whole percent (1–100) for a percentage, cents for an amount. */
const valueFits = (type: 'percentage' | 'price' | 'articles', value: number) => type !== 'percentage' || value <= PERCENT_MAX;
const datesInOrder = (b: { startsAt?: string | null | undefined; endsAt?: string | null | undefined }) =>
  !b.startsAt || !b.endsAt || Date.parse(b.startsAt) < Date.parse(b.endsAt);

export const discountCodeCreateSchema = z.object({
  code,
  type: discountCodeKindSchema,
  value: cents,
  /** The goods' gross (cents) the cart must reach; null: no minimum. */
  minCart: cents.nullable().default(null),
  startsAt: instant.default(null),
  endsAt: instant.default(null),
}).refine((b) => valueFits(b.type, b.value), { message: M.percent, path: ['value'] })
  .refine(datesInOrder, { message: M.dateOrder, path: ['endsAt'] })
  .meta({ id: 'AdminDiscountCodeCreate' });
export type DiscountCodeCreate = z.input<typeof discountCodeCreateSchema>;

/** A change: any of value, minimum, start and end (the code and its kind stay what customers used). */
export const discountCodePatchSchema = z.object({
  value: cents.optional(),
  minCart: cents.nullable().optional(),
  startsAt: instant.optional(),
  endsAt: instant.optional(),
}).refine(datesInOrder, { message: M.dateOrder, path: ['endsAt'] })
  .meta({ id: 'AdminDiscountCodePatch' });
export type DiscountCodePatch = z.infer<typeof discountCodePatchSchema>;

export const discountCodeParamsSchema = z.object({ id: dbIdParamSchema });

/** scheduled: starts later; running: a customer can apply it now; ended: its end has passed or it was switched off. */
export const discountCodeStateSchema = z.enum(['scheduled', 'running', 'ended']);
export type DiscountCodeState = z.infer<typeof discountCodeStateSchema>;

export const adminDiscountCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.enum(['percentage', 'price', 'articles']),
  value: z.number().int(),
  minCart: z.number().int().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  state: discountCodeStateSchema,
  /** Placed orders that took the code off their goods. */
  uses: z.number().int(),
  createdAt: z.string(),
}).meta({ id: 'AdminDiscountCode' });
export type AdminDiscountCode = z.infer<typeof adminDiscountCodeSchema>;

export const adminDiscountCodeListSchema = z.array(adminDiscountCodeSchema).meta({ id: 'AdminDiscountCodeList' });
