import { z } from 'zod';

/** Every error the API returns (docs/product/README.md#errors). */
export const apiErrorSchema = z.object({
  code: z.string().default('GENERAL_ERROR'),
  message: z.string(),
  statusCode: z.number().int(),
  payload: z.unknown().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
