import { z } from 'zod';

/** Every error the API returns (checkout-account-pages.md §3 "Error object"). */
export const apiErrorSchema = z.object({
  code: z.string().default('GENERAL_ERROR'),
  message: z.string(),
  statusCode: z.number().int(),
  payload: z.unknown().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
