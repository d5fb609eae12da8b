import { z } from 'zod';
import { langSchema } from './i18n-text.js';

// The two meta calls; their answers are "not shown" in the specs, so the shapes are decided in
// docs/decisions/010-meta-calls.md.

/** GET meta/static: what the app needs to know at start, before the shop loads. */
export const metaStaticSchema = z.object({
  /** The shop's id, sent back by the client in the x-shop-id header. */
  shopId: z.string(),
  name: z.string(),
  /** The server's package version; changes with every release. */
  version: z.string(),
  /** The API's major version, the `v1` of the path. */
  apiVersion: z.literal('v1'),
  defaultLang: langSchema,
  langs: z.array(langSchema),
  imageWidths: z.array(z.number().int()),
  /** The page description in the request's language. */
  description: z.string(),
}).meta({ id: 'MetaStatic' });
export type MetaStatic = z.infer<typeof metaStaticSchema>;

/**
 * GET meta?fullPath=/en/p/some-slug: the page's path as the browser shows it (with the language
 * prefix when there is one; a query string or hash is ignored).
 */
export const metaQuerySchema = z.object({
  fullPath: z
    .string()
    .max(2048)
    .regex(/^\/(?!\/)[^\s\u0000-\u001f]*$/, 'a site path starting with a single /'),
});

export const alternateSchema = z.object({ hreflang: z.string(), href: z.string() });

/** SEO meta for one page, in the language of its path. */
export const pageMetaSchema = z.object({
  title: z.string(),
  description: z.string(),
  /** Absolute URL on PUBLIC_URL. */
  canonical: z.string(),
  /** One per allowed language plus `x-default` (the Italian page). Empty for pages not indexed. */
  alternates: z.array(alternateSchema),
  /** The page's language (its path prefix, else the default). */
  lang: langSchema,
  /** `noindex` for the cart, checkout, account and 404 pages. */
  robots: z.enum(['index,follow', 'noindex']),
}).meta({ id: 'PageMeta' });
export type PageMeta = z.infer<typeof pageMetaSchema>;
