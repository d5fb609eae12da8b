// Its own file, without zod: the browser imports these widths, and importing contract/image.ts
// would put zod's schema builder in the entry chunk (decision 084).

/** Widths the image route renders (docs/product/content.md#images); the client builds srcsets from them. */
export const IMAGE_WIDTHS = [88, 576, 1024, 1080, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
