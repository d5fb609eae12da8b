import { z } from 'zod';
import { personNameSchema } from './auth.js';
import { dbIdParamSchema } from './db-values.js';
import { isEmail, VAT_NUMBER } from './rules/patterns.js';

// A customer's address book (docs/product/accounts.md#address-book; decision
// 104). The checkout state carries the same Address.

/** The most addresses one customer keeps (docs/product/accounts.md#address-book). */
export const ADDRESS_MAX = 5;

/** Partita IVA (contract/rules/patterns.ts, decision 210). */
export { VAT_NUMBER };
/**
 * Codice fiscale: a person's 16 characters (letters and digits in their places, digits possibly
 * replaced by the omocodia letters) or a company's 11 digits.
 */
export const FISCAL_CODE = /^(?:[A-Z]{6}[\dLMNPQRSTUV]{2}[ABCDEHLMPRST][\dLMNPQRSTUV]{2}[A-Z][\dLMNPQRSTUV]{3}[A-Z]|\d{11})$/;
/** Codice destinatario SDI: 7 letters or digits ('0000000' when the invoice goes to the PEC). */
export const SDI_CODE = /^[A-Z0-9]{7}$/;
/** A phone number as people write it: an optional +, digits, spaces, dots, dashes, slashes, brackets. */
export const PHONE_CHARACTERS = /^\+?[\d\s()./-]+$/;
/** E.164 allows at most 15 digits; fewer than 6 is no phone number. */
export const PHONE_DIGITS = { min: 6, max: 15 } as const;

const PHONE_RULE = `a phone number: ${PHONE_DIGITS.min} to ${PHONE_DIGITS.max} digits, optionally with a leading + and spaces, dots, dashes, slashes or brackets`;

export const isPhoneNumber = (value: string) => {
  const digits = value.replace(/\D/g, '').length;
  return PHONE_CHARACTERS.test(value) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
};

const invoiceSchema = z.object({
  /** Company name. */
  name: z.string(),
  /** Partita IVA, 11 digits. */
  vatnumber: z.string(),
  /** Certified e-mail (PEC). */
  pec: z.string(),
  /** Codice destinatario SDI, 7 characters. */
  sdi: z.string(),
}).meta({ id: 'AddressInvoice' });

export const addressSchema = z.object({
  id: z.number().int(),
  name: z.object({ first: z.string(), last: z.string() }),
  /** Street with house number. */
  street: z.string(),
  /** The municipality's geo id: province sigla, underscore, ISTAT code ('PD_028001'). */
  cap: z.string(),
  /** The municipality's name, from `cap`. */
  city: z.string(),
  /** Province sigla ('PD'). */
  province: z.string(),
  /** The postal code, one of the municipality's. */
  zipcode: z.string(),
  phone: z.string(),
  /** For the courier; shown for shipping addresses only. */
  note: z.string().optional(),
  isDefaultBilling: z.boolean(),
  isDefaultShipping: z.boolean(),
  isInvoice: z.boolean(),
  /** Present exactly when isInvoice. */
  invoice: invoiceSchema.optional(),
  /** Present exactly when isInvoice. */
  fiscalcode: z.string().optional(),
}).meta({ id: 'Address' });
export type Address = z.infer<typeof addressSchema>;

/** The address book: default billing first, then default shipping, then by creation. */
export const addressListSchema = z.array(addressSchema).meta({ id: 'AddressList' });

const text = (max: number) => z.string().trim().min(1, 'required').max(max);
/** An optional text the form may send empty: '' and null mean none. */
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** The invoice fields a body may carry; checked only when isInvoice (addressBodySchema). */
const invoiceBodySchema = z.object({
  name: z.string().trim().nullable().optional().describe('Company name; required with isInvoice'),
  vatnumber: z.string().trim().nullable().optional().describe('Partita IVA, exactly 11 digits; required with isInvoice'),
  pec: z.string().trim().nullable().optional().describe('Certified e-mail (PEC); required with isInvoice'),
  sdi: z.string().trim().toUpperCase().nullable().optional()
    .describe("Codice destinatario SDI, 7 letters or digits ('0000000' to use the PEC); required with isInvoice"),
}).describe('Read only with isInvoice');

/** The rules of the invoice fields when isInvoice: each missing or wrong one is its own field error. */
const invoiceRules: { path: (string | number)[]; message: string; valid: (body: InvoicePart) => boolean }[] = [
  { path: ['invoice', 'name'], message: 'the company name is required for an invoice (at most 200 characters)', valid: (b) => text(200).safeParse(b.invoice?.name).success },
  { path: ['invoice', 'vatnumber'], message: 'the VAT number (partita IVA) is required for an invoice: exactly 11 digits', valid: (b) => VAT_NUMBER.test(b.invoice?.vatnumber ?? '') },
  { path: ['invoice', 'pec'], message: 'the PEC is required for an invoice: an e-mail address', valid: (b) => isEmail(b.invoice?.pec ?? '') },
  { path: ['invoice', 'sdi'], message: "the SDI code is required for an invoice: 7 letters or digits ('0000000' to use the PEC)", valid: (b) => SDI_CODE.test(b.invoice?.sdi ?? '') },
  { path: ['fiscalcode'], message: "the tax code (codice fiscale) is required for an invoice: a person's 16 characters or a company's 11 digits", valid: (b) => FISCAL_CODE.test(b.fiscalcode ?? '') },
];
interface InvoicePart { isInvoice?: unknown; invoice?: z.infer<typeof invoiceBodySchema> | null | undefined; fiscalcode?: string | null | undefined }
const wantsInvoice = (value: unknown) => typeof value === 'object' && value !== null && (value as InvoicePart).isInvoice === true;

/**
 * `POST users/{id}/addresses` and `PUT users/{id}/addresses/{addressId}`. What the server owns is
 * not read from it: `id`, `city` (the municipality's name) and the default flags, which only move
 * with `PATCH …/swaps` (the first address gets both). The invoice fields and `fiscalcode` are read
 * only when `isInvoice`, and then all are required.
 */
const addressBodyFields = z.object({
  name: personNameSchema,
  street: text(200),
  province: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'a province sigla, two letters (PD)').describe('Province sigla (PD)'),
  cap: z.string().trim().toUpperCase().regex(/^[A-Z]{2}_\d{6}$/, "the municipality's geo id: province sigla, underscore, six digits (PD_028001)")
    .describe('The municipality\'s id from GET geo/provinces/{province}/caps (PD_028001); must be in `province`'),
  zipcode: z.string().trim().regex(/^(\d{5})?$/, 'five digits').nullable().optional()
    .describe("One of the municipality's CAPs; may be left out when it has only one, which is then filled in"),
  phone: z.string().trim().refine(isPhoneNumber, PHONE_RULE).describe(PHONE_RULE),
  note: optionalText(500).describe('For the courier (shown for shipping addresses)'),
  isInvoice: z.boolean().default(false),
  invoice: invoiceBodySchema.nullable().optional(),
  fiscalcode: z.string().trim().toUpperCase().nullable().optional()
    .describe("Codice fiscale, a person's 16 characters or a company's 11 digits; required with isInvoice, read only then"),
});
// Each rule runs even when other fields failed (`when`), so one answer names every problem.
export const addressBodySchema = invoiceRules.reduce(
  (schema, rule) => schema.refine((body) => !body.isInvoice || rule.valid(body), {
    path: rule.path, message: rule.message, when: (payload) => wantsInvoice(payload.value),
  }),
  addressBodyFields,
).meta({
  id: 'AddressBody',
  description: 'id, city and the default flags are not read: the city is the municipality\'s name, defaults move only with swaps',
});
export type AddressBody = z.output<typeof addressBodySchema>;

/** Path ids: `id` must be the signed-in user's (else 404 NOT_FOUND). */
export const userAddressesParamsSchema = z.object({ id: dbIdParamSchema });
export const addressParamsSchema = z.object({ id: dbIdParamSchema, addressId: dbIdParamSchema });


export const ADDRESS_DEFAULT_TYPES = ['Billing', 'Shipping'] as const;
export type AddressDefaultType = (typeof ADDRESS_DEFAULT_TYPES)[number];

/** `PATCH users/{id}/addresses/{addressId}/swaps`: make this address the default of that type. */
export const addressSwapBodySchema = z.object({ type: z.enum(ADDRESS_DEFAULT_TYPES) }).meta({ id: 'AddressSwapBody' });
