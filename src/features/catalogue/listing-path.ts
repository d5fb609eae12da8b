// One address per listing (docs/decisions/090-listing-canonical-url.md): /d/{slug}. The category
// path the spec also links to (docs/product/catalogue.md#departments: breadcrumbs to /d/{category path}, the search's
// places carry their path), e.g. /d/bici.bici-gravel, names the same listing and is redirected.

/**
 * The slug a dotted listing path stands for, or null when `param` has no dot (it is a slug
 * already). The department whose path it is wins; otherwise its last segment, so a link kept
 * from before a category moved still opens it. An unknown slug is then the listing guard's 404.
 */
export function canonicalListingSlug(param: string, departments: readonly { slug: string; path: string }[] = []): string | null {
  if (!param.includes('.')) return null;
  const byPath = departments.find((d) => d.path === param);
  if (byPath) return byPath.slug;
  const segments = param.split('.').filter((s) => s !== '');
  return segments.at(-1) ?? null;
}

/** The listing's canonical address without language prefix: /d/{slug}[/{brand}]. */
export function listingHref(slug: string, brand?: string): string {
  const tail = brand === undefined ? '' : `/${encodeURIComponent(brand)}`;
  return `/d/${encodeURIComponent(slug)}${tail}`;
}
