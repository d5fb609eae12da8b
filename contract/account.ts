// The account calls after sign-in (docs/product/accounts.md): password recovery by e-mail, password and e-mail
// change, the customer's data, orders and the personal-data request (docs/product/accounts.md#personal-area,
// docs/product/accounts.md#password-recovery, docs/product/accounts.md#account-data).
import { z } from 'zod';
import { emailSchema } from './email.js';
import { addressListSchema } from './address.js';
import { dbIdParamSchema } from './db-values.js';
import { birthSchema, passwordSchema, personNameSchema, userSummarySchema } from './auth.js';
import { orderSchema, type Order } from './orders.js';
import { wishSchema } from './wishes.js';

const email = emailSchema;
const MATCH = 'the two values do not match';

/** `POST auth/pass/recovery` (docs/product/accounts.md#password-recovery). */
export const recoveryRequestBodySchema = z.object({ email }).meta({ id: 'RecoveryRequestBody' });
export type RecoveryRequestBody = z.infer<typeof recoveryRequestBodySchema>;

/**
 * `PATCH auth/pass/recovery`: the new password with the token and e-mail of the mailed link
 * (`/recupero-password/{token}?email=…`). `confirmed` must equal `new`.
 */
export const recoveryResetBodySchema = z.object({
  new: passwordSchema,
  confirmed: z.string(),
  email,
  token: z.string().min(1).max(200),
}).refine((body) => body.new === body.confirmed, { message: MATCH, path: ['confirmed'] })
  .meta({ id: 'RecoveryResetBody' });
export type RecoveryResetBody = z.infer<typeof recoveryResetBodySchema>;

/**
 * `GET auth/pass/recovery/{token}?email=…`: whether a mailed link still works, asked by its page
 * before the customer types a new password (decision 206). The e-mail, when the link carries it,
 * must be the one it was mailed to, as for the reset itself.
 */
export const recoveryLinkParamsSchema = z.object({ token: z.string().min(1).max(200) });
export const recoveryLinkQuerySchema = z.object({ email: email.optional() });

/** `PATCH auth/pass`: the signed-in password change. */
export const passwordChangeBodySchema = z.object({
  current: z.string().min(1).max(128),
  new: passwordSchema,
  confirmed: z.string(),
}).refine((body) => body.new === body.confirmed, { message: MATCH, path: ['confirmed'] })
  .meta({ id: 'PasswordChangeBody' });
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>;

/** `PATCH auth/email`: the new address twice (compared in any letter case) and the password. */
export const emailChangeBodySchema = z.object({
  new: email,
  confirmed: z.string(),
  password: z.string().min(1).max(128),
}).refine((body) => body.new.trim().toLowerCase() === body.confirmed.trim().toLowerCase(), { message: MATCH, path: ['confirmed'] })
  .meta({ id: 'EmailChangeBody' });
export type EmailChangeBody = z.infer<typeof emailChangeBodySchema>;

/** What the recovery and password calls answer on success. */
export const okAnswerSchema = z.object({ ok: z.literal(true) }).meta({ id: 'OkAnswer' });

/**
 * A phone number as people write one (decision 103): an optional leading +, then digits with
 * spaces, dots, dashes, slashes or brackets between them; 6 to 15 digits (E.164's longest).
 */
export const PHONE_PATTERN = /^\+?[0-9()][0-9 ()./-]*[0-9]$/;
const digitCount = (phone: string) => phone.replace(/[^0-9]/g, '').length;
export const phoneSchema = z.string().trim().max(30)
  .regex(PHONE_PATTERN, 'digits, with an optional leading + and spaces, dots, dashes or brackets')
  .refine((phone) => digitCount(phone) >= 6 && digitCount(phone) <= 15, { message: 'from 6 to 15 digits' });

/**
 * The customer (docs/product/accounts.md#account-data: id, name, email, phone, birth, addresses).
 * `addresses` is the address book as GET users/{id}/addresses answers it (decision 104); the
 * sign-in answers carry the summary without it. `orders`: the ids of the placed orders, newest
 * first (their details page by page from GET users/{id}/orders); `wish`: the wish list as POST
 * wishes/articles answers it (decision 204).
 */
export const userSchema = userSummarySchema.extend({
  addresses: addressListSchema,
  orders: z.array(z.uuid()),
  wish: wishSchema,
}).meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

/** `users/{id}` path parameter. */
export const userIdParamSchema = z.object({
  id: dbIdParamSchema,
});

/**
 * `PATCH users/{id}`: any of name, birth and phone (at least one). An empty phone or null removes
 * it.
 */
export const userPatchBodySchema = z.object({
  name: personNameSchema.optional(),
  birth: birthSchema.optional(),
  phone: z.union([z.literal('').transform(() => null), z.null(), phoneSchema]).optional(),
}).refine((body) => body.name !== undefined || body.birth !== undefined || body.phone !== undefined, {
  message: 'send at least one of name, birth, phone',
}).meta({ id: 'UserPatchBody' });
export type UserPatchBody = z.infer<typeof userPatchBodySchema>;

// The order statuses live with the order (contract/orders.ts); re-exported for the account's users.
export { ORDER_STATUSES } from './orders.js';

/** An order in the customer's list: the whole Order (no longer a placeholder). */
export type OrderDoc = Order;

export const ORDERS_PAGE_SIZE = 10;
export const ORDERS_PAGE_MAX = 50;

export const ordersQuerySchema = z.object({
  limit: z.string().regex(/^[1-9][0-9]?$/, 'from 1').transform(Number)
    .refine((n) => n <= ORDERS_PAGE_MAX, { message: `at most ${ORDERS_PAGE_MAX}` }).optional(),
  page: z.string().regex(/^[1-9][0-9]{0,5}$/, 'a page number from 1').transform(Number).optional(),
});

/**
 * `GET users/{id}/orders` and `GET orders/users/{id}` (docs/product/orders.md#my-orders): the customer's placed orders, newest first.
 */
export const ordersPageSchema = z.object({
  docs: z.array(orderSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
  hasNextPage: z.boolean(),
  hasPrevPage: z.boolean(),
}).meta({ id: 'OrdersPage' });
export type OrdersPage = z.infer<typeof ordersPageSchema>;

/** Days the shop has to answer a personal-data request (docs/product/accounts.md#data-requests). */
export const DATA_REQUEST_DAYS = 30;

/** `POST users/{id}/data-requests`: the (open) request; times are ISO 8601. */
export const dataRequestSchema = z.object({
  id: z.number().int(),
  requestedAt: z.string(),
  /** requestedAt + 30 days. */
  dueBy: z.string(),
}).meta({ id: 'DataRequest' });
export type DataRequest = z.infer<typeof dataRequestSchema>;
