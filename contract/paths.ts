// The client's resource-prefix → /v1 mapping (docs/product/README.md#http-client).
// One rule, recorded in docs/decisions/011-api-path-rule.md: every API path is `/v1/` followed
// by the call's path exactly as the specs write it (`checkout/ss` → `/v1/checkout/ss`).

export const API_PREFIX = '/v1';

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
