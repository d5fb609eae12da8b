// Breadcrumbs of the product page (docs/product/catalogue.md#product-page): one per slug of the dot-separated category
// path, each linking to /d/{that slug}: the listing's one address (decision 090; /d/{path} redirects).

export interface Crumb {
  slug: string;
  name: string;
}

/**
 * `abbigliamento.maglie` → Abbigliamento (/d/abbigliamento), Maglie (/d/maglie). Names come from
 * the shop's departments; the category's own name covers the last one, the slug any other gap.
 */
export function crumbsOf(
  category: { path: string; slug: string; name: string } | undefined,
  departments: readonly { slug: string; name: string }[],
): Crumb[] {
  if (!category) return [];
  const names = new Map(departments.map((d) => [d.slug, d.name]));
  return category.path.split('.').filter((slug) => slug !== '').map((slug) => ({
    slug,
    name: names.get(slug) ?? (slug === category.slug ? category.name : slug),
  }));
}
