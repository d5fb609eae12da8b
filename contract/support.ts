import { z } from 'zod';
import { emailSchema } from './email.js';

/**
 * POST shop/mail/send: the support page's form (docs/product/content.md#support).
 * Every field is required (docs/product/content.md#support); the limits are the shop's, so a message fits one mail.
 */
export const supportMessageBodySchema = z.object({
  name: z.object({
    first: z.string().trim().min(1).max(80),
    last: z.string().trim().min(1).max(80),
  }),
  mail: emailSchema,
  msg: z.string().trim().min(1).max(5000),
}).meta({ id: 'SupportMessage' });
export type SupportMessageBody = z.infer<typeof supportMessageBodySchema>;

/** The spec's answer on success: message 'ok'. */
export const supportMessageAnswerSchema = z.object({ message: z.literal('ok') }).meta({ id: 'SupportMessageSent' });
