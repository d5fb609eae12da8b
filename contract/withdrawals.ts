// The withdrawal function (Consumer Rights Directive 2011/83/EU, art. 11a; decision 234): the
// statement a consumer gives, what the shop answers, and the period it is offered in.
import { z } from 'zod';
import { emailSchema } from './email.js';

/** Days the consumer has after receiving the goods (art. 9 of the directive). */
export const WITHDRAWAL_DAYS = 14;
/**
 * Days after a courier shipment the goods are taken as received while the staff record no
 * delivery day: generous, so the function is never closed before the law's period ends (decision 234).
 */
export const ASSUMED_DELIVERY_DAYS = 10;

export const withdrawalLineSchema = z.object({
  itemId: z.string().min(1).max(64).meta({ description: "The order line's id (Order.items[].id)" }),
  quantity: z.number().int().min(1).max(9999).meta({ description: 'Units of that line withdrawn' }),
});

/** POST orders/{id}/withdrawals: only what the law asks the consumer for; the reason is never required. */
export const withdrawalBodySchema = z.object({
  name: z.string().trim().min(1).max(120).meta({ description: "The consumer's name" }),
  email: emailSchema.meta({ description: 'Where the acknowledgement goes' }),
  lines: z.array(withdrawalLineSchema).min(1).max(200).meta({ description: 'The lines and units withdrawn, each line once' }),
  reason: z.string().trim().max(1000).optional().meta({ description: 'Optional, never required' }),
}).meta({ id: 'WithdrawalBody' });
export type WithdrawalBody = z.infer<typeof withdrawalBodySchema>;

export const withdrawalSchema = z.object({
  id: z.uuid(),
  /** ISO 8601: when the shop received the statement. */
  receivedAt: z.string(),
  name: z.string(),
  email: z.string(),
  lines: z.array(withdrawalLineSchema.extend({ name: z.string().meta({ description: "The line's product as the order names it" }) })),
  reason: z.string().nullable(),
}).meta({ id: 'Withdrawal' });
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** An order's withdrawal: whether the function is offered now, until when, and what was withdrawn. */
export const orderWithdrawalSchema = z.object({
  open: z.boolean().meta({ description: 'The withdrawal function is offered now (within the period, units left to withdraw)' }),
  lastDay: z.string().nullable().meta({
    description: `The period's last day (YYYY-MM-DD, Europe/Rome): ${WITHDRAWAL_DAYS} days after the goods were received `
      + `(handed over at the pickup point; a courier's delivery, taken as ${ASSUMED_DELIVERY_DAYS} days after shipping). Null until the goods left: the period is open`,
  }),
  /** Units of each line still withdrawable (bought, less refunded and already withdrawn). */
  withdrawable: z.array(withdrawalLineSchema.extend({ quantity: z.number().int().min(0) })),
  statements: z.array(withdrawalSchema),
}).meta({ id: 'OrderWithdrawal' });
export type OrderWithdrawal = z.infer<typeof orderWithdrawalSchema>;
