import { queryOptions } from '@tanstack/react-query';
import type { Address } from '../../../contract/address';
import type { Municipality, Province } from '../../../contract/geo';
import { http } from '../../lib/http';

// The address book's calls (docs/product/accounts.md#address-book), shared by
// /me/addresses and the checkout's addresses step. The server answers 404 for anyone else's id.

/** What an address form sends: the address without its id and default flags (the server sets those). */
export type AddressBody = Omit<Address, 'id' | 'isDefaultBilling' | 'isDefaultShipping'>;

export type DefaultKind = 'Billing' | 'Shipping';

/** docs/product/accounts.md#address-book: at most 5 addresses; the New button hides at 5. */
export const MAX_ADDRESSES = 5;

const DAY = 24 * 60 * 60_000;

/** The book's query key: under the personal area's ['me', userId] so a sign-out's clear drops it. */
export const addressBookKey = (userId: number) => ['me', userId, 'addresses'] as const;

export const addressBookQuery = (userId: number) => queryOptions({
  queryKey: addressBookKey(userId),
  queryFn: ({ signal }) => http.get<Address[]>(`users/${userId}/addresses`, { signal }),
});

/** The provinces and a province's municipalities change once a year: kept for a day. */
export const provincesQuery = () => queryOptions({
  queryKey: ['geo', 'provinces'] as const,
  queryFn: ({ signal }) => http.get<Province[]>('geo/provinces', { query: { pagination: 'false' }, signal }),
  staleTime: DAY,
});

export const municipalitiesQuery = (province: string) => queryOptions({
  queryKey: ['geo', 'caps', province] as const,
  queryFn: ({ signal }) => http.get<Municipality[]>(`geo/provinces/${province}/caps`, { signal }),
  staleTime: DAY,
});

export const addressCalls = {
  add: (userId: number, body: AddressBody) => http.post<Address>(`users/${userId}/addresses`, body),
  edit: (userId: number, addressId: number, body: AddressBody) => http.put<Address>(`users/${userId}/addresses/${addressId}`, body),
  remove: (userId: number, addressId: number) => http.delete<unknown>(`users/${userId}/addresses/${addressId}`),
  /** PATCH …/swaps: this address becomes the default of `type`. */
  moveDefault: (userId: number, addressId: number, type: DefaultKind) =>
    http.patch<unknown>(`users/${userId}/addresses/${addressId}/swaps`, { type }),
};
