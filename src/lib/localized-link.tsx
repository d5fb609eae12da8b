import { Link, type LinkComponentProps } from '@tanstack/react-router';
import { forwardRef } from 'react';
import { localizePath } from './lang-path';
import { useLang } from './use-lang';

export type LocalizedLinkProps = Omit<LinkComponentProps<'a'>, 'to' | 'href' | 'params'> & {
  /** A site path without language prefix, e.g. `/d/bici` or `/p/some-slug?x=1`. */
  to: string;
};

/** A router link to a path in the page's language: `<LocalizedLink to="/d/bici">` → /it/d/bici. */
export const LocalizedLink = forwardRef<HTMLAnchorElement, LocalizedLinkProps>(function LocalizedLink(
  { to, ...props },
  ref,
) {
  const lang = useLang();
  // The typed `to` lists route templates (/$lang/d/$department); a built path is valid at run time.
  const target = localizePath(to, lang) as never;
  return <Link {...props} ref={ref} to={target} />;
});
