import { z } from 'zod';

// What the back office's histories (an order's, an article's) say of a refused staff action
// (docs/decisions/225-refusals-and-the-command-in-the-audit.md). Its entry's `action` is then the
// call that was refused, its method and route ('POST /v1/admin/orders/:id/ship').

export const adminHistoryRefusalSchema = z.object({
  /** The refusal's code, as the call answered it ('ORDER_STATUS_CONFLICT', 'REFUND_TOO_MUCH', …). */
  code: z.string(),
  statusCode: z.number().int(),
  /** The answer's payload, when it was small enough to keep ({status, action}, {refundable}, …). */
  payload: z.unknown().optional(),
}).meta({ id: 'AdminHistoryRefusal' });
export type AdminHistoryRefusal = z.infer<typeof adminHistoryRefusalSchema>;
