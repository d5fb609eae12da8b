import { z } from 'zod';

/** `GET /v1/health`: 200 when the process and its database answer, 503 otherwise. */
export const healthSchema = z
  .object({
    ok: z.boolean(),
    db: z.enum(['up', 'down']),
    /**
     * 'warming' while the picture renditions are being drawn ahead of shoppers (decision 087):
     * figures taken meanwhile measure that work too. 'ready' otherwise.
     */
    renditions: z.enum(['warming', 'ready']),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof healthSchema>;
