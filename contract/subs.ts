import { z } from 'zod';
import { emailSchema } from './email.js';

// The newsletter (docs/product/content.md#newsletter), with double opt-in: decision 110.

/** `POST subs`: the newsletter block's signup. */
export const subscribeBodySchema = z
  .object({
    email: emailSchema,
    /** The footer sends only an e-mail; name is kept when given. */
    name: z.string().trim().max(120).optional(),
  })
  .meta({ id: 'SubscribeBody' });
export type SubscribeBody = z.infer<typeof subscribeBodySchema>;

/** `POST auth/sub`: the signed-in variant; the e-mail must be the account's. */
export const accountSubscribeBodySchema = z
  .object({ email: emailSchema })
  .meta({ id: 'AccountSubscribeBody' });
export type AccountSubscribeBody = z.infer<typeof accountSubscribeBodySchema>;

/**
 * Every request answers the same, whether the address was new, pending or already confirmed (it
 * does not tell whether an address is subscribed): a confirmation mail goes out unless it was
 * confirmed already, and only its link subscribes.
 */
export const subscribeAnswerSchema = z
  .object({
    ok: z.literal(true),
    email: z.string(),
    /** Always 'confirmation': the subscription starts when the link in the mail is opened. */
    next: z.literal('confirmation'),
  })
  .meta({ id: 'SubscribeAnswer' });
export type SubscribeAnswer = z.infer<typeof subscribeAnswerSchema>;

export const SUBSCRIPTION_TOPICS = ['news', 'promos', 'surveys'] as const;
export type SubscriptionTopic = (typeof SUBSCRIPTION_TOPICS)[number];
export type SubscriptionTopics = Record<SubscriptionTopic, boolean>;

/** `GET subs/{email}?select=news,promos,surveys` (comma-separated; none: all three). */
export const subscriptionQuerySchema = z.object({
  select: z.string().regex(/^(news|promos|surveys)(,(news|promos|surveys))*$/, 'news, promos or surveys, comma-separated').optional(),
});

/** Where an address's subscription stands: none asked, a confirmation mail out, confirmed, or left. */
export const SUBSCRIPTION_STATUSES = ['none', 'pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * Whether the address receives each topic (only a confirmed subscription does), the selected ones;
 * and its status, so its owner sees a confirmation still waiting in the mailbox (decision 206).
 */
export const subscriptionAnswerSchema = z
  .object({
    news: z.boolean().optional(), promos: z.boolean().optional(), surveys: z.boolean().optional(),
    status: z.enum(SUBSCRIPTION_STATUSES),
  })
  .meta({ id: 'SubscriptionTopics' });
export type SubscriptionAnswer = z.infer<typeof subscriptionAnswerSchema>;

/** The one-click unsubscribe's answer (RFC 8058 POST). */
export const unsubscribeAnswerSchema = z.object({ ok: z.literal(true) }).meta({ id: 'UnsubscribeAnswer' });
