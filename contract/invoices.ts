import { z } from 'zod';
import { calendarDaySchema } from './db-values.js';
import { SELLER_TAX_CODE, VAT_NUMBER } from './rules/patterns.js';

// Electronic invoices, FatturaPA 1.2.2 (docs/decisions/235-electronic-invoices.md): the seller's
// data the shop keeps, and the back office's view of an order's invoices and credit notes.

/** Regime fiscale codes of the FatturaPA (RF01 ordinario … RF19 forfettario). */
export const TAX_REGIMES = [
  'RF01', 'RF02', 'RF04', 'RF05', 'RF06', 'RF07', 'RF08', 'RF09', 'RF10', 'RF11', 'RF12', 'RF13', 'RF14', 'RF15', 'RF16', 'RF17', 'RF18', 'RF19',
] as const;

/**
 * Who issues the invoices (cedente/prestatore): kept on the shop's row (`shops.invoicing`), as the
 * bank account is (decision 190). A shop without it, or with it malformed, issues no invoice.
 */
export const invoiceSellerSchema = z.object({
  /** Denominazione, e.g. 'Raggio Cicli S.r.l.'. */
  name: z.string().trim().min(2).max(80),
  /** Partita IVA, 11 digits (Italian sellers only). */
  vatNumber: z.string().regex(VAT_NUMBER, 'a partita IVA of 11 digits'),
  /** Codice fiscale: a company's 11 digits (often its VAT number) or a person's 16 characters. */
  taxCode: z.string().regex(SELLER_TAX_CODE, "a codice fiscale of 11 digits or 16 characters"),
  /** Regime fiscale, RF01 for the ordinary regime. */
  regime: z.enum(TAX_REGIMES),
  address: z.object({
    street: z.string().trim().min(2).max(60),
    zipcode: z.string().regex(/^\d{5}$/, 'a CAP of five digits'),
    city: z.string().trim().min(2).max(60),
    province: z.string().regex(/^[A-Z]{2}$/, 'a province sigla (BG)'),
    country: z.literal('IT'),
  }),
  /** Iscrizione REA: the chamber of commerce's province and the number there. */
  rea: z.object({
    office: z.string().regex(/^[A-Z]{2}$/, "the REA office's province sigla (BG)"),
    /** NumeroREA, the FatturaPA's String20Type: 1 to 20 Basic Latin characters. */
    number: z.string().trim().regex(/^[\x20-\x7e]{1,20}$/, 'a REA number of 1 to 20 Basic Latin characters (letters, digits, - /)'),
    /** Share capital, cents; absent when not stated. */
    capital: z.number().int().nonnegative().optional(),
    /** SU: one shareholder; SM: several; absent for a company of another kind. */
    shareholders: z.enum(['SU', 'SM']).optional(),
    /** LN: not in liquidation; LS: in liquidation. */
    liquidation: z.enum(['LN', 'LS']),
  }),
});
export type InvoiceSeller = z.infer<typeof invoiceSellerSchema>;

/** TD01: an invoice; TD04: a credit note (nota di credito) for a refund. */
export const invoiceKindSchema = z.enum(['TD01', 'TD04']);
export type InvoiceKind = z.infer<typeof invoiceKindSchema>;

export const adminInvoiceSchema = z.object({
  id: z.uuid(),
  kind: invoiceKindSchema,
  /** The progressive number within `year`, from 1, with no gaps (invoices and credit notes share it). */
  number: z.number().int().positive(),
  year: z.number().int(),
  /** The issue date (Italian calendar day), ISO. */
  date: z.string(),
  /** What the SdI expects the file to be called: IT{seller VAT}_{progressive}.xml. */
  fileName: z.string(),
  /** The document's total, cents VAT included (a credit note's is what it gives back). */
  total: z.number().int(),
  /** A credit note: the invoice it corrects; null for an invoice. */
  invoiceId: z.uuid().nullable(),
  /** A credit note: the refund it documents; null for an invoice. */
  refundId: z.uuid().nullable(),
}).meta({ id: 'AdminInvoice' });
export type AdminInvoice = z.infer<typeof adminInvoiceSchema>;

export const adminInvoiceListSchema = z.array(adminInvoiceSchema).meta({ id: 'AdminInvoiceList' });

export const invoiceIdParamsSchema = z.object({ id: z.uuid('an invoice id (UUID)') });

/**
 * An invoice or credit note as the customer's order lists it (docs/decisions/247-invoice-copy-and-
 * export.md): enough to name it and open its readable copy, GET orders/{id}/invoices/{invoiceId}.
 */
export const orderInvoiceSchema = z.object({
  id: z.uuid(),
  kind: invoiceKindSchema,
  number: z.number().int().positive(),
  year: z.number().int(),
  /** The issue date (Italian calendar day), ISO. */
  issuedOn: z.string(),
  /** Cents VAT included (a credit note's: what it gives back). */
  total: z.number().int(),
}).meta({ id: 'OrderInvoice' });
export type OrderInvoice = z.infer<typeof orderInvoiceSchema>;

export const orderInvoiceParamsSchema = z.object({
  id: z.uuid('an order id (UUID)'),
  invoiceId: z.uuid('an invoice id (UUID)'),
});

/** The longest range the accountant's zip takes: a year, a leap one included. */
export const INVOICES_EXPORT_MAX_DAYS = 366;

/** GET admin/invoices/export: the Italian days of issue, both included. */
export const adminInvoicesExportQuerySchema = z.object({ from: calendarDaySchema, to: calendarDaySchema });
export type AdminInvoicesExportQuery = z.infer<typeof adminInvoicesExportQuerySchema>;

const DAY_MS = 86_400_000;

/** From not after to, and at most INVOICES_EXPORT_MAX_DAYS days counting both (400 otherwise). */
export const invoicesExportRange = (query: { from: string; to: string }, ctx: z.RefinementCtx) => {
  if (query.from > query.to) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'a day not before from' });
    return;
  }
  const days = (Date.parse(`${query.to}T00:00:00Z`) - Date.parse(`${query.from}T00:00:00Z`)) / DAY_MS + 1;
  if (days > INVOICES_EXPORT_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `at most ${INVOICES_EXPORT_MAX_DAYS} days from from` });
};

/** The index file's columns in the accountant's zip, in order. */
export const INVOICES_INDEX_COLUMNS = ['number', 'year', 'kind', 'date', 'order_number', 'buyer', 'buyer_vat_number', 'total', 'file_name'] as const;
