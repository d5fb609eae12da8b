import { z } from 'zod';

// The address form's lists (docs/product/accounts.md#address-book; decision 100): Italy's provinces, then the
// municipalities of one with their CAPs.

/** A province: its two-letter sigla as id (what an address stores in `province`). */
export const provinceSchema = z.object({
  id: z.string().regex(/^[A-Z]{2}$/),
  name: z.string(),
  /** Its region ('Sicilia'): the shipping page's delivery times differ by region (decision 122). */
  region: z.string(),
}).meta({ id: 'Province' });
export type Province = z.infer<typeof provinceSchema>;

/**
 * A municipality of the province. `id` is what an address stores in `cap`: the province's sigla,
 * an underscore and the municipality's ISTAT code ('PD_028001'). `zipcode` is the CAP the form
 * fills in; a large city has several (`zipcodes`, the main one first) and the customer picks one.
 */
export const municipalitySchema = z.object({
  id: z.string().regex(/^[A-Z]{2}_\d{6}$/),
  name: z.string(),
  zipcode: z.string().regex(/^\d{5}$/),
  zipcodes: z.array(z.string().regex(/^\d{5}$/)).min(1),
}).meta({ id: 'Municipality' });
export type Municipality = z.infer<typeof municipalitySchema>;

export const provincesQuerySchema = z.object({
  /** The spec's client asks with pagination off; the list is always whole (107 provinces). */
  pagination: z.enum(['false', 'off']).optional(),
});

export const provinceParamsSchema = z.object({
  province: z.string().regex(/^[A-Za-z]{2}$/, 'a province sigla, two letters (PD)').transform((s) => s.toUpperCase()),
});
