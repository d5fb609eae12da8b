// The withdrawal function (Consumer Rights Directive 2011/83/EU, art. 11a; decision 234): the
// statement a consumer gives, what the shop answers, and the period it is offered in.
import { z } from 'zod';
import { calendarDaySchema } from './db-values.js';
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

/** Days the customer has to send the goods back once the return is accepted; and the shop, to refund after the statement (art. 13, 14). */
export const RETURN_SHIP_DAYS = 14;
export const REFUND_DAYS = 14;

/**
 * A statement's return in the back office (docs/decisions/245-returns-in-the-back-office.md):
 * received → accepted (the instructions mailed) or refused (its reason mailed) → goodsReceived
 * (line by line: units, state, deductions) → refunded.
 */
export const RETURN_STATES = ['received', 'accepted', 'refused', 'goodsReceived', 'refunded'] as const;
export const returnStateSchema = z.enum(RETURN_STATES);
export type ReturnState = z.infer<typeof returnStateSchema>;
/** Still the staff's to handle: the to-do tile counts these. */
export const OPEN_RETURN_STATES: readonly ReturnState[] = ['received', 'accepted', 'goodsReceived'];

/** The state of a line's units that came back: resellable goes back to stock; damaged or mounted may bear a deduction. */
export const RETURNED_CONDITIONS = ['resellable', 'damaged', 'mounted'] as const;

export const receivedLineSchema = z.object({
  itemId: z.string().min(1).max(64).meta({ description: "The order line's id (one of the statement's lines)" }),
  quantity: z.number().int().min(0).max(9999).meta({ description: 'Units of that line that came back' }),
  condition: z.enum(RETURNED_CONDITIONS).meta({ description: 'resellable: back in stock; damaged or mounted: not restocked, a deduction may apply' }),
  deduction: z.number().int().min(0).max(100_000_000).default(0).meta({ description: 'Cents taken off the refund for the loss of value (damaged or mounted only)' }),
  deductionReason: z.string().trim().max(500).default('').meta({ description: 'Why the deduction: required with a deduction, mailed to the customer' }),
});
export type ReceivedLine = z.infer<typeof receivedLineSchema>;

/** POST admin/orders/{id}/withdrawals/{statementId}/refuse. */
export const returnRefuseBodySchema = z.object({
  reason: z.string().trim().min(1).max(1000).meta({ description: 'Why the return is refused: mailed to the customer' }),
}).meta({ id: 'ReturnRefuseBody' });
export type ReturnRefuseBody = z.infer<typeof returnRefuseBodySchema>;

/** POST admin/orders/{id}/withdrawals/{statementId}/receive: every line of the statement, once. */
export const returnReceiveBodySchema = z.object({
  lines: z.array(receivedLineSchema).min(1).max(200),
}).superRefine((body, ctx) => {
  body.lines.forEach((line, i) => {
    if (line.deduction > 0 && line.condition === 'resellable') {
      ctx.addIssue({ code: 'custom', path: ['lines', i, 'deduction'], message: 'a resellable line bears no deduction' });
    }
    if (line.deduction > 0 && line.deductionReason === '') {
      ctx.addIssue({ code: 'custom', path: ['lines', i, 'deductionReason'], message: 'a deduction needs its reason' });
    }
  });
}).meta({ id: 'ReturnReceiveBody' });
export type ReturnReceiveBody = z.infer<typeof returnReceiveBodySchema>;

/**
 * POST admin/orders/{id}/withdrawals/{statementId}/proof (decision 249): the customer's proof that
 * the goods were sent back, on an accepted return; the refund may then be made before they arrive.
 */
export const shipmentProofBodySchema = z.object({
  sentOn: calendarDaySchema.meta({ description: 'The day the customer sent the goods (YYYY-MM-DD, Europe/Rome), not in the future' }),
  note: z.string().trim().min(1).max(200).meta({ description: "What proves it, e.g. the carrier and the tracking number; shown to the customer" }),
}).meta({ id: 'ShipmentProofBody' });
export type ShipmentProofBody = z.infer<typeof shipmentProofBodySchema>;

/** The proof of shipment as recorded: the body and when the staff recorded it (ISO 8601). */
export const shipmentProofSchema = shipmentProofBodySchema.extend({ recordedAt: z.string() }).meta({ id: 'ShipmentProof' });
export type ShipmentProof = z.infer<typeof shipmentProofSchema>;

export const returnOfStatementSchema = z.object({
  state: returnStateSchema,
  acceptedAt: z.string().nullable(),
  /** YYYY-MM-DD (Europe/Rome): the last day to send the goods, RETURN_SHIP_DAYS after the acceptance. */
  shipBy: z.string().nullable(),
  refusedAt: z.string().nullable(),
  refusedReason: z.string().nullable(),
  goodsReceivedAt: z.string().nullable(),
  receivedLines: z.array(receivedLineSchema).nullable(),
  /** Cents taken off the refund. */
  deductions: z.number().int(),
  /** YYYY-MM-DD (Europe/Rome): the refund's legal deadline, REFUND_DAYS after the statement was received. */
  refundBy: z.string(),
  refundId: z.string().nullable(),
  refundedAt: z.string().nullable(),
  shipmentProof: shipmentProofSchema.nullable().optional().meta({
    description: "The customer's proof that the goods were sent (decision 249): with it an accepted return may be refunded before the goods arrive, "
      + 'in full (deductions are only for goods checked); always sent, null when none (optional so an answer stored before it still reads)',
  }),
}).meta({ id: 'StatementReturn' });
export type StatementReturn = z.infer<typeof returnOfStatementSchema>;

export const withdrawalSchema = z.object({
  id: z.uuid(),
  /** ISO 8601: when the shop received the statement. */
  receivedAt: z.string(),
  name: z.string(),
  email: z.string(),
  lines: z.array(withdrawalLineSchema.extend({ name: z.string().meta({ description: "The line's product as the order names it" }) })),
  reason: z.string().nullable(),
  return: returnOfStatementSchema.optional().meta({ description: "The return's course: its state, the deadlines, what came back and the deductions (always sent; optional so an answer stored before it still reads)" }),
}).meta({ id: 'Withdrawal' });
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** An order's withdrawal: whether the function is offered now, until when, and what was withdrawn. */
export const orderWithdrawalSchema = z.object({
  open: z.boolean().meta({ description: 'The withdrawal function is offered now (within the period, units left to withdraw)' }),
  lastDay: z.string().nullable().meta({
    description: `The period's last day (YYYY-MM-DD, Europe/Rome): ${WITHDRAWAL_DAYS} days after the goods were received `
      + `(handed over at the pickup point; a courier's delivery on the day the staff recorded, else taken as ${ASSUMED_DELIVERY_DAYS} days after shipping: `
      + 'decision 249). Null until the goods left: the period is open',
  }),
  /** Units of each line still withdrawable (bought, less refunded and already withdrawn). */
  withdrawable: z.array(withdrawalLineSchema.extend({ quantity: z.number().int().min(0) })),
  statements: z.array(withdrawalSchema),
}).meta({ id: 'OrderWithdrawal' });
export type OrderWithdrawal = z.infer<typeof orderWithdrawalSchema>;

/** The path of a statement's return calls: admin/orders/{id}/withdrawals/{statementId}/… */
export const statementParamsSchema = z.object({
  id: z.uuid('an order id (UUID)'),
  statementId: z.uuid('a withdrawal statement id (UUID)'),
});
