/** Where a slide's or sponsor's button goes: a department slug (→ /d/{slug}), a site path or a full address. */
export function slideTarget(slug: string): { external: boolean; to: string } {
  const value = slug.trim();
  if (/^https?:\/\//i.test(value)) return { external: true, to: value };
  if (value.startsWith('/')) return { external: false, to: value };
  if (value.includes('/')) return { external: false, to: `/${value}` };
  return { external: false, to: `/d/${value}` };
}

/** The hero's slide after a step forward or back, wrapping around. */
export function stepSlide(index: number, count: number, step: 1 | -1): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
