import { z } from 'zod';
import { campaignIdSchema } from './campaigns.js';
import { MCTG_BATCH_MAX } from './mctg-limits.js';

/** Analytics events the PWA posts to `POST mctg/{branch}/{event}` (docs/product/analytics.md#events). */
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

export { MCTG_BATCH_MAX };

/** One event of a batch: what `POST mctg/{branch}/{event}` takes, with its path in the body. */
export const mctgBatchEventSchema = mctgBodySchema.safeExtend({
  /** The browser queue's id for the event: an event sent twice is stored once (decision 143). */
  id: z.uuid().optional(),
  branch: mctgBranchSchema,
  event: mctgEventSchema,
}).meta({ id: 'MctgBatchEvent' });
export type MctgBatchEvent = z.input<typeof mctgBatchEventSchema>;

/** `POST mctg/batch`: the browser's queued events in one call (decision 143). */
export const mctgBatchSchema = z.object({
  events: z.array(mctgBatchEventSchema).min(1).max(MCTG_BATCH_MAX),
}).meta({ id: 'MctgBatch' });
export type MctgBatch = z.input<typeof mctgBatchSchema>;

/**
 * `POST mctg/batch` as the server reads it: each entry an event or anything else, read one by one
 * (docs/decisions/223-analytics-events-read-one-by-one.md). A bad event is dropped and counted,
 * and never costs its neighbours; a batch with no readable event is refused as mctgBatchSchema would.
 */
export const mctgBatchEntriesSchema = z.object({
  events: z.array(z.union([
    mctgBatchEventSchema,
    z.unknown().meta({ description: 'An entry that is not a readable event: dropped and counted, the others kept' }),
  ])).min(1).max(MCTG_BATCH_MAX),
}).meta({ id: 'MctgBatchEntries' });

export const mctgBatchAnswerSchema = z.object({
  ok: z.literal(true),
  /**
   * Events taken in, to be stored within a second (decision 158); one whose id is already stored
   * is skipped then.
   */
  accepted: z.number().int().min(0),
  /** Entries that were not readable events (a field refused, or text the database cannot store): dropped. */
  dropped: z.number().int().min(0),
}).meta({ id: 'MctgBatchAnswer' });
export type MctgBatchAnswer = z.infer<typeof mctgBatchAnswerSchema>;

/** `GET mctg/popular` (decision 145): how far back and how many articles per list. */
export const mctgPopularQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(30).default(7),
  limit: z.coerce.number().int().min(1).max(24).default(12),
});

export const popularEntrySchema = z.object({
  /** The article's id (as `catalogs/articles/{id}` takes it). */
  id: z.number().int().positive(),
  /** Product-page views, or adds to the cart, in the period. */
  count: z.number().int().positive(),
}).meta({ id: 'PopularEntry' });

/** The most viewed and the most added articles since `since` (a UTC day, today included), best first. */
export const mctgPopularSchema = z.object({
  since: z.iso.date(),
  viewed: z.array(popularEntrySchema),
  added: z.array(popularEntrySchema),
}).meta({ id: 'MctgPopular' });
export type MctgPopular = z.infer<typeof mctgPopularSchema>;
