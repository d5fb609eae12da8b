// Navigation inside the back office. The shop registers its own router's types with TanStack
// Router (src/app/router.ts), so the typed Link and navigate would check the admin's paths against
// the shop's routes: the admin moves by plain paths through its router's history instead.
import { useParams, useRouter, useRouterState } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

/** `path` with the defined, non-empty values of `search` as its query. */
export function withSearch(path: string, search: Record<string, string | number | boolean | undefined | null>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export function useAdminNavigate(): (href: string, options?: { replace?: boolean }) => void {
  const router = useRouter();
  return (href, options) => (options?.replace ? router.history.replace(href) : router.history.push(href));
}

/** The current query as strings (the router's parsed values turned back into text). */
export function useAdminSearch(): Record<string, string> {
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  return Object.fromEntries(new URLSearchParams(searchStr));
}

export function useAdminParam(name: string): string {
  const params = useParams({ strict: false }) as Record<string, string | undefined>;
  return params[name] ?? '';
}

export function usePathname(): string {
  return useRouterState({ select: (state) => state.location.pathname });
}

/** A link that moves inside the app; with a modifier key or another button it is a plain link. */
export function AdminLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const navigate = useAdminNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={follow} {...rest} />;
}
