import { z } from 'zod';

/** `POST subs` (storefront.md §3 "Newsletter body"): the footer's newsletter signup. */
export const subscribeBodySchema = z
  .object({
    email: z.email().max(254),
    /** The footer sends only an e-mail; name is kept when given. */
    name: z.string().trim().max(120).optional(),
  })
  .meta({ id: 'SubscribeBody' });
export type SubscribeBody = z.infer<typeof subscribeBodySchema>;

/** A repeat subscription with the same e-mail answers the same (idempotent). */
export const subscribeAnswerSchema = z
  .object({ ok: z.literal(true), email: z.string() })
  .meta({ id: 'SubscribeAnswer' });
export type SubscribeAnswer = z.infer<typeof subscribeAnswerSchema>;
