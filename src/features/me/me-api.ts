import { queryOptions } from '@tanstack/react-query';
import type { DataRequest, OrdersPage, User, UserPatchBody } from '../../../contract/account';
import type { UserSummary } from '../../../contract/auth';
import type { Order } from '../../../contract/orders';
import type { PersonalData } from '../../../contract/personal-data';
import type { SavedCards } from '../../../contract/saved-card';
import type { SubscriptionAnswer } from '../../../contract/subs';
import { http } from '../../lib/http';
import { addressBookKey, addressBookQuery, addressCalls } from '../../ui/address';

export { MAX_ADDRESSES, type AddressBody, type DefaultKind } from '../../ui/address';

// The personal area's calls (docs/product/accounts.md#calls). Every
// user-scoped path carries the signed-in customer's id; the server answers 404 for anyone else's.

/** GET users/{id}/orders: the customer's orders, newest first, with their lines (decision 123). */
export type OrdersAnswer = Omit<OrdersPage, 'docs'> & { docs: Order[] };

export const ORDERS_PER_PAGE = 10;

export const meKeys = {
  all: (userId: number) => ['me', userId] as const,
  user: (userId: number) => ['me', userId, 'user'] as const,
  orders: (userId: number, page: number) => ['me', userId, 'orders', page] as const,
  addresses: addressBookKey,
  cards: (userId: number) => ['me', userId, 'cards'] as const,
  newsletter: (userId: number, email: string) => ['me', userId, 'newsletter', email] as const,
};

export const accountQuery = (userId: number) => queryOptions({
  queryKey: meKeys.user(userId),
  queryFn: ({ signal }) => http.get<User>(`users/${userId}`, { signal }),
});

export const ordersQuery = (userId: number, page: number) => queryOptions({
  queryKey: meKeys.orders(userId, page),
  queryFn: ({ signal }) => http.get<OrdersAnswer>(`users/${userId}/orders`, {
    query: { limit: String(ORDERS_PER_PAGE), page: String(page) }, signal,
  }),
});

export const addressesQuery = addressBookQuery;

export const cardsQuery = (userId: number) => queryOptions({
  queryKey: meKeys.cards(userId),
  queryFn: ({ signal }) => http.get<SavedCards>(`banks/users/${userId}/cards`, { signal }),
  // docs/product/accounts.md#saved-cards: a card list that fails to load is only logged.
  retry: false,
});

/** Whether the account's address receives the newsletter (a confirmed subscription; decision 110). */
export const newsletterQuery = (userId: number, email: string) => queryOptions({
  queryKey: meKeys.newsletter(userId, email),
  queryFn: ({ signal }) => http.get<SubscriptionAnswer>(`subs/${encodeURIComponent(email)}`, { query: { select: 'news' }, signal }),
});

export const meCalls = {
  patchAccount: (userId: number, patch: UserPatchBody) => http.patch<User>(`users/${userId}`, patch),
  changePassword: (body: { current: string; new: string; confirmed: string }) =>
    http.patch<{ ok: true }>('auth/pass', body),
  changeEmail: (body: { new: string; confirmed: string; password: string }) =>
    http.patch<UserSummary>('auth/email', body),
  requestData: (userId: number) => http.post<DataRequest>(`users/${userId}/data-requests`),
  /** GET users/{id}/export: everything the shop holds about the customer (decision 236). */
  exportData: (userId: number) => http.get<PersonalData>(`users/${userId}/export`),
  /** POST users/{id}/close: the account closes and every session ends (decision 236). */
  closeAccount: (userId: number, password: string) => http.post<{ closed: true }>(`users/${userId}/close`, { password }),
  addAddress: addressCalls.add,
  editAddress: addressCalls.edit,
  deleteAddress: addressCalls.remove,
  moveDefault: addressCalls.moveDefault,
  deleteCard: (userId: number, cardId: string) => http.delete<unknown>(`banks/users/${userId}/cards/${cardId}`),
};
