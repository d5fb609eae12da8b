import { z } from 'zod';

/** `GET /v1/health`: 200 when the process and its database answer, 503 otherwise. */
export const healthSchema = z
  .object({ ok: z.boolean(), db: z.enum(['up', 'down']) })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof healthSchema>;
