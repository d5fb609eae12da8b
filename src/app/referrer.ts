/** The landing event's referrer (docs/product/analytics.md#landing): google, facebook, instagram, else the raw one. */
export function classifyReferrer(referrer: string): string {
  if (referrer === '') return '';
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return referrer;
  }
  const names = ['google', 'facebook', 'instagram'] as const;
  for (const name of names) {
    // www.google.it, l.facebook.com, m.facebook.com, l.instagram.com … ; fb.me/lm.facebook too.
    if (host.split('.').includes(name)) return name;
  }
  if (host === 'fb.me' || host === 'fb.com') return 'facebook';
  if (host === 'instagr.am') return 'instagram';
  return referrer;
}
