import { readStored, storageKeys } from '../storage-keys';
import { createHttpClient } from './client';
import { getShopId } from './shop-id';

export { createHttpClient, DEFAULT_SHOP_ID } from './client';
export type { HttpClient } from './client';
export { isApiError, isSessionExpired, type ApiError } from './api-error';
export { withQuery, type Query } from './query-string';
export { SESSION_EXPIRED_EVENT } from './session-expired';
export { getShopId, setShopId } from './shop-id';

/** The app's client: paths as the specs write them (`shop`, `checkout/ss`), sent to /v1. */
export const http = createHttpClient({
  getShopId,
  getToken: () => readStored(storageKeys.token),
});

/** For the calls that get a session (sign-in, sign-up, recovery): no token, no session-expired on 401. */
export const visitorHttp = createHttpClient({ getShopId, sessionless: true });
