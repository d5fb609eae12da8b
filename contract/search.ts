import { z } from 'zod';
import { articleCardSchema } from './catalogue.js';
import { imageSchema } from './image.js';
import { langSchema } from './i18n-text.js';

// Live search (docs/product/catalogue.md#search).
// Words match in any of the shop's languages, tolerating typos and partial words; best first.
// How: docs/decisions/043-search.md.

export const SEARCH_MAX_ARTICLES = 8;
export const SEARCH_MAX_GROUP = 5;

export const searchQuerySchema = z.object({
  lang: langSchema.optional(),
  value: z.string().trim().min(1, 'type something to search').max(100),
});

const place = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** Dot-separated slug path. Links go to /d/{slug}; /d/{path} redirects there (decision 090). */
  path: z.string(),
  name: z.string(),
});

export const searchResultSchema = z.object({
  /** At most 8, best match first. */
  articles: z.array(articleCardSchema),
  /** Top-level departments. */
  departments: z.array(place),
  /** Categories below them. */
  categories: z.array(place),
  brands: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string(), logo: imageSchema.optional() })),
  pagesPromos: z.array(z.object({ slug: z.string(), label: z.string() })),
}).meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof searchResultSchema>;
