import { z } from 'zod';
import { campaignIdSchema } from './campaigns.js';

/** Analytics events the PWA posts to `POST mctg/{branch}/{event}` (both specs, §7). */
export const MCTG_EVENTS = [
  'hover', 'impression', 'single-impression', 'add-to-cart', 'add-to-wish', 'remove-from-wish',
  'update-in-cart', 'remove-from-cart', 'landing', 'click', 'purchase', 'page-track', 'campaign',
] as const;
export const mctgEventSchema = z.enum(MCTG_EVENTS);
export type MctgEvent = z.infer<typeof mctgEventSchema>;

/** A branch groups events by the part of the app that sent them, e.g. `shop`, `catalog`, `cart`. */
export const mctgBranchSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_-]{0,31}$/, 'a short lower-case slug (letters, digits, - or _; at most 32)');

export const mctgParamsSchema = z.object({ branch: mctgBranchSchema, event: mctgEventSchema });

/**
 * `model` names what the event is about (`article`, `page`, `order`, …); `evtData` is the
 * event's details, e.g. `{path, referrer}` for landing or `{id, quantity}` for add-to-cart.
 */
export const mctgBodySchema = z
  .object({
    model: z.string().min(1).max(64),
    evtData: z.record(z.string(), z.unknown()).default({}),
    /** The campaign the visitor came from (`cmp`); kept with the event only while it runs. */
    cmp: campaignIdSchema.optional(),
  })
  .meta({ id: 'MctgBody' });
export type MctgBody = z.input<typeof mctgBodySchema>;

export const okSchema = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' });
export type Ok = z.infer<typeof okSchema>;
