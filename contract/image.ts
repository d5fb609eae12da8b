import { z } from 'zod';

/** Widths the image route renders (storefront.md §9); the client builds srcsets from them. */
export const IMAGE_WIDTHS = [88, 576, 1024, 1080, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

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
