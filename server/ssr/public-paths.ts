// Which navigations the server renders (docs/decisions/080-ssr.md): the public pages, in any
// language. Private pages (cart, checkout, account, sign-in) keep getting the client shell.
import { LANGS } from '../../contract/langs.js';

const PUBLIC = [/^\/$/, /^\/d(\/[^/]+){0,2}\/?$/, /^\/p\/[^/]+\/?$/, /^\/l\/[^/]+\/?$/, /^\/404\/?$/];

export function isServerRenderedPath(pathname: string): boolean {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  const rest = match && (LANGS as readonly string[]).includes(match[1]!) ? (match[2] ?? '/') : pathname;
  return PUBLIC.some((pattern) => pattern.test(rest));
}
