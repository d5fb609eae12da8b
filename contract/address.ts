import { z } from 'zod';

// A customer's address (checkout-account-pages.md §3 "Address"). Provisional until the addresses
// issue: the checkout state carries it, nothing writes it yet.
export const addressSchema = z.object({
  id: z.number().int(),
  name: z.object({ first: z.string(), last: z.string() }),
  street: z.string(),
  /** Province prefix, underscore, municipality. */
  cap: z.string(),
  city: z.string(),
  province: z.string(),
  zipcode: z.string(),
  phone: z.string(),
  /** Shipping addresses only. */
  note: z.string().optional(),
  isDefaultBilling: z.boolean(),
  isDefaultShipping: z.boolean(),
  isInvoice: z.boolean(),
  invoice: z.object({ name: z.string(), vatnumber: z.string(), pec: z.string(), sdi: z.string() }).optional(),
  fiscalcode: z.string().optional(),
}).meta({ id: 'Address' });
export type Address = z.infer<typeof addressSchema>;
