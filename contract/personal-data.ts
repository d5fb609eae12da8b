// The customer's own data (docs/decisions/236-the-customers-own-data.md): the copy of everything the
// shop holds about a signed-in customer (GDPR art. 15 and 20), and closing the account (art. 17).
import { z } from 'zod';
import { addressListSchema } from './address.js';
import { userSummarySchema } from './auth.js';
import { orderSchema } from './orders.js';

/** What the export says of itself: its format's version, when it was made, and what it leaves out. */
export const PERSONAL_DATA_FORMAT = 1;

const newsletterSchema = z.object({
  email: z.string(),
  status: z.enum(['pending', 'confirmed', 'unsubscribed']),
  topics: z.object({ news: z.boolean(), promos: z.boolean(), surveys: z.boolean() }),
  lang: z.string(),
  subscribedAt: z.string(),
  confirmedAt: z.string().nullable(),
});

/**
 * `GET users/{id}/export`: answered as a file (Content-Disposition: attachment). Saved cards carry
 * only what the personal area shows (brand, last 4 digits, expiry): never the provider's
 * references. Times are ISO 8601.
 */
export const personalDataSchema = z.object({
  format: z.literal(PERSONAL_DATA_FORMAT),
  exportedAt: z.string(),
  shop: z.string(),
  profile: userSummarySchema.extend({ lang: z.string(), createdAt: z.string() }),
  addresses: addressListSchema,
  /** The placed orders, newest first, with their lines, totals and the checkout frozen in them. */
  orders: z.array(orderSchema),
  wishes: z.array(z.object({ articleId: z.number().int(), addedAt: z.string() })),
  /** The newsletter subscription of the account's address, if any (the same row as `consents.newsletter`). */
  newsletter: newsletterSchema.nullable(),
  consents: z.object({
    /** Double opt-in of the newsletter and its topics (decision 110). */
    newsletter: newsletterSchema.pick({ status: true, topics: true, confirmedAt: true }).nullable(),
    /** The analytics-cookie choice is kept in the browser only (decision 144): the shop holds none. */
    analytics: z.literal('kept-in-the-browser-only'),
  }),
  /**
   * The support form's messages sent from the account's address that the shop still holds: kept
   * until delivered to its mailbox and 30 days after (decisions 244, 250, 262). `sentAt` null: not
   * delivered yet.
   */
  supportMessages: z.array(z.object({ writtenAt: z.string(), sentAt: z.string().nullable(), message: z.string() })),
  savedCards: z.array(z.object({ brand: z.string(), last4: z.string(), expMonth: z.number().int(), expYear: z.number().int(), savedAt: z.string() })),
  /** The personal-data requests made from the personal area (decision 103). */
  dataRequests: z.array(z.object({ requestedAt: z.string(), dueBy: z.string(), completedAt: z.string().nullable() })),
  sessions: z.object({ active: z.number().int(), total: z.number().int() }),
}).meta({ id: 'PersonalData' });
export type PersonalData = z.infer<typeof personalDataSchema>;

/** `POST users/{id}/close`: the account's password, asked again. */
export const closeAccountBodySchema = z.object({
  password: z.string().min(1).max(128),
}).meta({ id: 'CloseAccountBody' });
export type CloseAccountBody = z.infer<typeof closeAccountBodySchema>;

export const closedAccountSchema = z.object({ closed: z.literal(true) }).meta({ id: 'ClosedAccount' });
