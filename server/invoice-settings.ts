// The seller's data of the electronic invoices from the environment (docs/decisions/235-electronic-invoices.md),
// as SHOP_BANK_* gives the bank account (decision 190): set, SHOP_INVOICING replaces the shop's data
// at start; unset, the shop's data is used. Malformed, it stops the server at start naming the
// field: an invoice with a wrong VAT number is refused by the SdI, or worse, accepted.
import { z } from 'zod';
import { invoiceSellerSchema } from '../contract/invoices.js';

const NOT_JSON = 'a JSON object: {"name", "vatNumber", "taxCode", "regime", "address": {…}, "rea": {…}} (docs/product/invoices.md#the-sellers-data)';

export const invoicingEnvSchema = z.object({
  /** The seller's data as JSON (contract/invoices.ts invoiceSellerSchema). */
  SHOP_INVOICING: z.string().transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: NOT_JSON });
      return z.NEVER;
    }
  }).pipe(invoiceSellerSchema).optional(),
});
