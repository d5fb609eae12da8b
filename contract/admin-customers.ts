import { z } from 'zod';
import { addressSchema } from './address.js';
import { dbIdParamSchema } from './db-values.js';
import { orderStatusSchema } from './orders.js';
import { shippingTypeSchema } from './shop.js';

// The back office's customers (docs/decisions/241-back-office-customers.md): the search, one
// customer's page, and the two things staff do for a customer who asked by mail or phone: the
// copy of their data (the file of GET users/{id}/export) and closing their account (decision 236).
// Every call is under /v1/admin, staff only, and every one is recorded in the staff's audit.
// A closed account shows as closed with none of its personal data: name and e-mail are null.

export const ADMIN_CUSTOMERS_PAGE_SIZE_MAX = 100;
export const ADMIN_CUSTOMERS_PAGE_SIZE_DEFAULT = 25;
/** The shortest search: two characters, so a search never lists every customer by one letter. */
export const CUSTOMER_SEARCH_MIN = 2;
export const CUSTOMER_SEARCH_MAX = 100;

/** Where the back office shows its customers. */
export const ADMIN_CUSTOMERS_PATH = '/admin/clienti';
export const adminCustomerPath = (id: number): string => `${ADMIN_CUSTOMERS_PATH}/${id}`;

/** GET admin/customers: `q` is part of the name (first last or last first) or of the e-mail, any letter case. */
export const adminCustomersQuerySchema = z.object({
  q: z.string().trim()
    .min(CUSTOMER_SEARCH_MIN, `at least ${CUSTOMER_SEARCH_MIN} characters`)
    .max(CUSTOMER_SEARCH_MAX, `at most ${CUSTOMER_SEARCH_MAX} characters`)
    .meta({ description: `Part of the customer's name or e-mail, case-insensitive, ${CUSTOMER_SEARCH_MIN}–${CUSTOMER_SEARCH_MAX} characters` }),
  page: z.string().regex(/^[1-9][0-9]{0,5}$/, 'a page number from 1').transform(Number).optional(),
  pageSize: z.string().regex(/^[1-9][0-9]{0,2}$/, 'from 1').transform(Number)
    .refine((n) => n <= ADMIN_CUSTOMERS_PAGE_SIZE_MAX, { message: `at most ${ADMIN_CUSTOMERS_PAGE_SIZE_MAX}` }).optional(),
});
export type AdminCustomersQuery = z.infer<typeof adminCustomersQuerySchema>;

/** A customer's name and e-mail; null on a closed account, whose data is erased. */
const personSchema = {
  /** True once the account is closed (decision 236). */
  closed: z.boolean(),
  name: z.object({ first: z.string(), last: z.string() }).nullable(),
  email: z.string().nullable(),
};

export const adminCustomerSummarySchema = z.object({
  id: z.number().int(),
  ...personSchema,
  /** ISO 8601: when the account was made. */
  createdAt: z.string(),
  /** Placed orders. */
  orderCount: z.number().int(),
}).meta({ id: 'AdminCustomerSummary' });
export type AdminCustomerSummary = z.infer<typeof adminCustomerSummarySchema>;

export const adminCustomersPageSchema = z.object({
  docs: z.array(adminCustomerSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Customers matching the search. */
  total: z.number().int(),
  totalPages: z.number().int(),
}).meta({ id: 'AdminCustomersPage' });
export type AdminCustomersPage = z.infer<typeof adminCustomersPageSchema>;

export const adminCustomerOrderSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  /** ISO 8601: when it was placed. */
  placedAt: z.string(),
  status: orderStatusSchema,
  /** The status's name depends on it (a pickup's 'shipped' is 'collected'). */
  shippingMethod: shippingTypeSchema.nullable(),
  /** Cents, VAT included. */
  total: z.number().int(),
});

export const adminCustomerSchema = z.object({
  id: z.number().int(),
  ...personSchema,
  /** The language of the customer's mails. */
  lang: z.string(),
  createdAt: z.string(),
  /** Placed orders, newest first; a closed account's stay (accounting records, ten years). */
  orders: z.array(adminCustomerOrderSchema),
  addresses: z.array(addressSchema),
  /** The newsletter row of the account's address, if any. */
  newsletter: z.object({
    status: z.enum(['pending', 'confirmed', 'unsubscribed']),
    topics: z.object({ news: z.boolean(), promos: z.boolean(), surveys: z.boolean() }),
    confirmedAt: z.string().nullable(),
  }).nullable(),
  /** Brand and last 4 digits only: never the provider's references. */
  savedCards: z.array(z.object({ brand: z.string(), last4: z.string() })),
  /** The personal-data requests the customer made from the personal area (decision 103), newest first. */
  dataRequests: z.array(z.object({ id: z.number().int(), requestedAt: z.string(), dueBy: z.string(), completedAt: z.string().nullable() })),
}).meta({ id: 'AdminCustomer' });
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

export const adminCustomerParamsSchema = z.object({ id: dbIdParamSchema });
