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
    /**
     * The payment providers running on the shop's own sandbox, which takes no money (decision
     * 191): empty on a shop with every provider's keys. Anyone can "pay" on a sandbox's pages, so
     * a monitor of a shop in production should alert on anything here.
     */
    paymentSandbox: z.array(z.enum(['stripe', 'paypal'])),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof healthSchema>;

/** `GET /v1/health/live`: the process answers (no database call); a restart is the only cure otherwise. */
export const livenessSchema = z.object({ ok: z.literal(true) }).meta({ id: 'Liveness' });

/**
 * `GET /v1/health/ready`: whether a load balancer should send requests here: 503 while the
 * database does not answer or the process is draining before it stops (SIGTERM).
 */
export const readinessSchema = z
  .object({ ok: z.boolean(), db: z.enum(['up', 'down']), draining: z.boolean() })
  .meta({ id: 'Readiness' });
