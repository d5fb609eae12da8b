import { z } from 'zod';
import { dbIdParamSchema, INT4_MAX } from './db-values.js';
import { emailSchema } from './email.js';
import { compactIban, isValidIban } from './iban.js';
import { invoiceSellerSchema } from './invoices.js';
import { bankAccountSchema } from './orders.js';
import { PRICE_MAX_CENTS } from './rules/catalogue-entry.js';
import { SHIPPING_TYPES } from './rules/shipping.js';

// The shop's settings from the back office (docs/decisions/238-settings-screens.md): where the
// new-order mail goes, the bank account of transfers, the seller of the electronic invoices, the
// pickup points' opening hours and the shipping prices. GET admin/settings reads them all; each
// PUT admin/settings/… replaces one section and answers them all again. Staff only.
// Money is integer cents, VAT included.

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const BIC = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What the settings' own rules say when they refuse: the server says each in the request's language. */
export const SETTINGS_RULE_MESSAGES = {
  iban: 'an IBAN whose check digits are right, e.g. IT60 X054 2811 1010 0000 0123 456',
  bic: 'a BIC of 8 or 11 letters and digits, e.g. BCITITMM',
  time: 'a time HH:MM',
  slotOrder: 'an open slot ends after it starts',
  afternoon: "the afternoon starts after the morning's end",
  amount: `an amount in whole cents from 0 to ${PRICE_MAX_CENTS}`,
} as const;
const M = SETTINGS_RULE_MESSAGES;

export const ordersEmailBodySchema = z.object({
  /** Where the shop is told of each new order; null: nobody is. */
  ordersEmail: emailSchema.nullable(),
}).meta({ id: 'AdminOrdersEmail' });
export type OrdersEmailBody = z.infer<typeof ordersEmailBodySchema>;

/** The account as the staff type it: the IBAN with spaces allowed, checked by its digits, stored compact. */
export const bankBodySchema = z.object({
  beneficiary: z.string().trim().min(2).max(140),
  iban: z.string().max(50).refine(isValidIban, M.iban).transform(compactIban),
  bic: z.string().trim().toUpperCase().regex(BIC, M.bic),
  bank: z.string().trim().min(2).max(140),
}).meta({ id: 'AdminBankAccount' });
export type BankBody = z.input<typeof bankBodySchema>;

const slotSchema = z.object({
  from: z.string().regex(TIME, M.time),
  to: z.string().regex(TIME, M.time),
  opened: z.boolean(),
}).refine((s) => !s.opened || s.from < s.to, { message: M.slotOrder, path: ['to'] });

const daySchema = z.object({ am: slotSchema, pm: slotSchema })
  .refine((d) => !d.am.opened || !d.pm.opened || d.am.to <= d.pm.from, { message: M.afternoon, path: ['pm', 'from'] });

/** The week of a pickup point: every day, morning and afternoon, each open or closed. */
export const openingHoursSchema = z.object(Object.fromEntries(WEEKDAYS.map((day) => [day, daySchema])) as Record<Weekday, typeof daySchema>);
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const pickupHoursBodySchema = z.object({ openingHours: openingHoursSchema }).meta({ id: 'AdminPickupHours' });
export type PickupHoursBody = z.infer<typeof pickupHoursBodySchema>;

const cents = z.number(M.amount).int(M.amount).min(0, M.amount).max(PRICE_MAX_CENTS, M.amount);

export const shippingPriceBodySchema = z.object({
  /** The fee, cents VAT included; 0: always free. */
  feeGross: cents,
  /** Free from this goods total (cents, after the discount code) on; null: never free. */
  freeFromGross: cents.nullable(),
}).meta({ id: 'AdminShippingPrice' });
export type ShippingPriceBody = z.infer<typeof shippingPriceBodySchema>;

export const settingsIdParamsSchema = z.object({ id: dbIdParamSchema });

const fromEnvironment = z.boolean().meta({ description: 'The environment (SHOP_BANK_* or SHOP_INVOICING) replaces this at every start: a change here lasts until the next one' });

export const adminSettingsSchema = z.object({
  ordersEmail: z.string().nullable(),
  bank: z.object({ account: bankAccountSchema.nullable(), fromEnvironment }),
  invoicing: z.object({
    /** Null when the shop has none, or what it has is malformed (then no invoice is issued). */
    seller: invoiceSellerSchema.nullable(),
    fromEnvironment,
  }),
  /** The pickup methods (shippings of type pickup) and their points' hours. */
  pickups: z.array(z.object({
    id: z.number().int(),
    name: z.string(),
    active: z.boolean(),
    place: z.string().meta({ description: "The point's address on one line" }),
    openingHours: openingHoursSchema.nullable(),
  })),
  /** Every shipping method but pickups (which cost nothing), by position. */
  shippings: z.array(z.object({
    id: z.number().int(),
    type: z.enum(SHIPPING_TYPES),
    name: z.string(),
    active: z.boolean(),
    countries: z.array(z.string()),
    feeGross: z.number().int(),
    freeFromGross: z.number().int().nullable(),
  })),
}).meta({ id: 'AdminSettings' });
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/**
 * The seller as the back office sends it: the invoices' own rules (contract/invoices.ts), the share
 * capital bounded as every integer the back office reads is (up to 21.474.836,47 €).
 */
export const invoiceSellerBodySchema = invoiceSellerSchema.extend({
  rea: invoiceSellerSchema.shape.rea.extend({ capital: z.number().int().min(0).max(INT4_MAX).optional() }),
}).meta({ id: 'AdminInvoiceSeller' });
