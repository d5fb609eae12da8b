// The origin a shopper reached the shop by, for the payment pages' return addresses (decision 191):
// a shopper on http://127.0.0.1:8080, or on a phone through the machine's local-network address,
// comes back from the payment page to that same origin, where the sign-in and the cart are. PUBLIC_URL,
// when set, wins. Only return addresses follow the request: links in mail use PUBLIC_URL's
// origin always, or anyone could have a customer mailed a link to a host of their choosing.
import type { Context } from 'hono';
import type { Config } from '../config.js';

/** A host name or address with an optional port, nothing else (no user info, path or spaces). */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The first value of a header a proxy may have appended to ("https, http"). */
const firstValue = (value: string | undefined) => value?.split(',')[0]?.trim() || undefined;

/**
 * The origin the request was sent to, without a trailing slash: PUBLIC_URL when set; otherwise the
 * Host header (X-Forwarded-Host and -Proto only behind a declared proxy, TRUST_PROXY=on). A host that
 * is not a plain host name falls back to the configured origin.
 */
export function shopperOrigin(c: Context, config: Pick<Config, 'publicUrl' | 'publicUrlFixed' | 'trustProxy'>): string {
  if (config.publicUrlFixed) return config.publicUrl;
  const own = new URL(c.req.url);
  const forwardedHost = config.trustProxy ? firstValue(c.req.header('x-forwarded-host')) : undefined;
  const forwardedProto = config.trustProxy ? firstValue(c.req.header('x-forwarded-proto')) : undefined;
  const host = forwardedHost ?? c.req.header('host') ?? own.host;
  const protocol = forwardedProto ?? own.protocol.replace(/:$/, '');
  if (!HOST.test(host) || (protocol !== 'http' && protocol !== 'https')) return config.publicUrl;
  return `${protocol}://${host.toLowerCase()}`;
}
