/**
 * Where the top banner's button goes. The slug is a department or brand slug (→ /d/{slug}, the
 * same rule as the home slides' buttons), a site path ('/l/saldi', 'l/saldi') or a full address.
 */
export function bannerTarget(slug: string): { external: boolean; to: string } {
  const value = slug.trim();
  if (/^https?:\/\//i.test(value)) return { external: true, to: value };
  if (value.startsWith('/')) return { external: false, to: value };
  if (value.includes('/')) return { external: false, to: `/${value}` };
  return { external: false, to: `/d/${value}` };
}
