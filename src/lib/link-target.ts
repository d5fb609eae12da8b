/**
 * Where a button the shop configures goes (the top banner's, a home slide's or sponsor's): a bare
 * department or brand slug → /d/{slug}, a site path ('/l/saldi' or 'l/saldi'), or a full address
 * (external). One rule for the shell and the features, so it sits in lib (decision 093).
 */
export function linkTarget(slug: string): { external: boolean; to: string } {
  const value = slug.trim();
  if (/^https?:\/\//i.test(value)) return { external: true, to: value };
  if (value.startsWith('/')) return { external: false, to: value };
  if (value.includes('/')) return { external: false, to: `/${value}` };
  return { external: false, to: `/d/${value}` };
}
