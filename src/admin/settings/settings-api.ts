// The settings screens' calls (docs/decisions/238-settings-screens.md, 239-discount-codes-on-screen.md):
// one query per screen, shared by the route's loader and the screen, and the saves, each answering
// what the screen shows next.
import { queryOptions } from '@tanstack/react-query';
import type { AdminDiscountCode, DiscountCodeCreate, DiscountCodePatch } from '../../../contract/admin-discount-codes';
import type { AdminSettings } from '../../../contract/admin-settings';
import { adminCall } from '../lib/api';

export const settingsQuery = queryOptions({
  queryKey: ['admin', 'settings'],
  queryFn: ({ signal }) => adminCall<AdminSettings>('/admin/settings', { signal }),
});

export const discountCodesQuery = queryOptions({
  queryKey: ['admin', 'discount-codes'],
  queryFn: ({ signal }) => adminCall<AdminDiscountCode[]>('/admin/discount-codes', { signal }),
});

/** PUT one section (`orders-email`, `bank`, `invoicing`, `pickups/{id}`, `shippings/{id}`): every section answers. */
export const saveSection = (section: string, body: unknown) =>
  adminCall<AdminSettings>(`/admin/settings/${section}`, { method: 'PUT', body });

export const createCode = (body: DiscountCodeCreate) =>
  adminCall<AdminDiscountCode>('/admin/discount-codes', { method: 'POST', body });

export const changeCode = (id: number, body: DiscountCodePatch) =>
  adminCall<AdminDiscountCode>(`/admin/discount-codes/${id}`, { method: 'PATCH', body });

export const endCode = (id: number) =>
  adminCall<AdminDiscountCode>(`/admin/discount-codes/${id}/end`, { method: 'POST' });
