import { z } from 'zod';

export { IMAGE_WIDTHS, type ImageWidth } from './image-widths.js';

/**
 * An image in API answers. `url` is `/img/{key}`; the client requests
 * `/img/{key}/{width}.avif|webp` with a width from IMAGE_WIDTHS.
 * width and height are the source's, so the client can reserve the aspect ratio.
 */
export const imageSchema = z
  .object({
    url: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    alt: z.string().optional(),
  })
  .meta({ id: 'Image' });
export type Image = z.infer<typeof imageSchema>;

export * from './image-sources.js';
