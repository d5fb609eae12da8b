// The departments and brands for the catalogue's filters and the new-article form: the shop's
// public description (GET /v1/shop), in the admin's language.
import { useQuery } from '@tanstack/react-query';
import type { Brand, Department } from '../../../contract/shop';
import { adminCall } from '../lib/api';
import { adminLang } from '../lib/lang';

export function useShopLists() {
  const lang = adminLang();
  return useQuery({
    queryKey: ['admin', 'shop-lists', lang],
    queryFn: ({ signal }) => adminCall<{ departments: Department[]; brands: Brand[] }>(`/shop?lang=${lang}`, { signal }),
    staleTime: 10 * 60_000,
  });
}
