import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { Province } from '../../../contract/geo';
import type { InfoPage, InfoPageKey } from '../../../contract/info-pages';
import type { Lang } from '../../../contract/langs';
import { apiReader } from '../../lib/api-reader';
import { isNotFound } from '../../lib/catalogue-api';
import type { LoadedPageHead } from '../../lib/route-static-data';

// The information pages' calls (decision 120): GET pages/{key}, and GET geo/provinces for the
// shipping page's delivery time by province.

const FIVE_MINUTES = 5 * 60_000;
const DAY = 24 * 60 * 60_000;

export const infoPageQuery = (lang: Lang, key: InfoPageKey) => queryOptions({
  queryKey: ['info-page', lang, key] as const,
  queryFn: ({ signal, client }) => apiReader(client).get<InfoPage>(`pages/${key}`, { query: { lang }, signal }),
  staleTime: FIVE_MINUTES,
});

/** The same list and key as the address form's, each province with its region. */
export const provincesQuery = () => queryOptions({
  queryKey: ['geo', 'provinces'] as const,
  queryFn: ({ signal, client }) => apiReader(client).get<Province[]>('geo/provinces', { query: { pagination: 'false' }, signal }),
  staleTime: DAY,
});

/**
 * The route loader: the page's text in the cache before it renders (the server's HTML has it
 * whole), and its title and description for the head. Unreachable (offline, not cached yet): no
 * head of its own, the page shows its own retry; 404 (a page the shop has no text for): /404.
 */
export async function loadInfoPage(queryClient: QueryClient, lang: Lang, key: InfoPageKey): Promise<{ pageHead?: LoadedPageHead }> {
  try {
    const page = await queryClient.ensureQueryData(infoPageQuery(lang, key));
    return { pageHead: { title: page.title, ...(page.description ? { description: page.description } : {}) } };
  } catch (error) {
    if (isNotFound(error)) throw redirect({ href: '/404', replace: true });
    if (typeof document === 'undefined') throw error;
    return {};
  }
}
