import { z } from 'zod';
import { CAMPAIGN_ID } from './rules/patterns.js';

/** A campaign id as links carry it (`?cmp=primavera-26`): a short lower-case slug. */
export const campaignIdSchema = z.string()
  .regex(CAMPAIGN_ID, 'a short lower-case slug (letters, digits, - or _; at most 64)');

export const campaignParamsSchema = z.object({ id: campaignIdSchema });

export const campaignQuerySchema = z.object({
  /** `duration` answers only the campaign's id and duration (what the shop needs to keep it). */
  select: z.enum(['duration']).optional(),
});

export const campaignDurationSchema = z.object({
  /** ISO 8601 instants: the campaign runs from `from` until just before `to`. */
  from: z.iso.datetime(),
  to: z.iso.datetime(),
}).meta({ id: 'CampaignDuration' });

/**
 * `GET campaigns/{id}` (docs/product/analytics.md#campaigns): a link's marketing campaign.
 * An ended campaign is still answered, so the shop can see `duration.to` has passed and drop it.
 */
export const campaignSchema = z.object({
  id: campaignIdSchema,
  name: z.string().optional(),
  duration: campaignDurationSchema,
}).meta({ id: 'Campaign' });
export type Campaign = z.infer<typeof campaignSchema>;
