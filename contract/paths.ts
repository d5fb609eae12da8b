// The client's resource-prefix → /v1 mapping (checkout-account-pages.md §7 "Client set-up").
// One rule, recorded in docs/decisions/011-api-path-rule.md: every API path is `/v1/` followed
// by the call's path exactly as the specs write it (`checkout/ss` → `/v1/checkout/ss`).

export const API_PREFIX = '/v1';

/** Resource prefixes the spec lists; all of them (and every other call path) live under /v1. */
export const RESOURCE_PREFIXES = [
  'addresses', 'articles', 'me', 'banks', 'catalogs', 'checkouts', 'feed', 'geos', 'mctg', 'meta',
  'orders', 'pages_promos', 'payments_methods', 'promos', 'shippings_methods', 'stores', 'subs',
  'users', 'wishes', 'shop', 'shops',
] as const;
export type ResourcePrefix = (typeof RESOURCE_PREFIXES)[number];

/**
 * `apiPath('checkout/ss')` → `/v1/checkout/ss`; `apiPath('/meta?fullPath=%2F')` → `/v1/meta?fullPath=%2F`.
 * A path that already starts with /v1/ is returned unchanged, so callers may pass either form.
 */
export function apiPath(callPath: string): string {
  if (callPath === API_PREFIX || callPath.startsWith(`${API_PREFIX}/`) || callPath.startsWith(`${API_PREFIX}?`)) {
    return callPath;
  }
  const trimmed = callPath.replace(/^\/+/, '');
  return trimmed === '' ? API_PREFIX : `${API_PREFIX}/${trimmed}`;
}
