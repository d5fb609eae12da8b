// Which navigations the server renders (docs/decisions/080-ssr.md), shared with the service worker,
// which keeps those pages for repeat visits (decision 203): every path in any language,
// except the private pages (cart, checkout, account, sign-in, password recovery), which keep the
// client shell, and paths of files. A path no route knows is rendered too: the router sends it to
// the 404 page, which the server answers with status 404 at the asked URL.
import { LANGS } from './langs.js';

/** Per-visitor pages. The information pages (/cgv, …) are public and rendered (decision 120). */
const CLIENT_ONLY = /^\/(carrello|checkout|me|signin|recupero-password)(\/|$)/;
/**
 * A file's name (the shell's index.html, icons, manifest, service worker, the promo videos): never a
 * page, whatever the Accept. The worker's precache and a <video> element ask accepting any type.
 * Listed, not any dot: a department path joins slugs with one (/d/bici.bici-gravel).
 */
const FILE = /\/[^/]+\.(html?|js|mjs|css|map|json|webmanifest|txt|xml|svg|png|ico|gif|jpe?g|webp|avif|woff2?|ttf|otf|webm|mp4|ogv|ogg|mp3|vtt|pdf)$/i;

export function isServerRenderedPath(pathname: string): boolean {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  const rest = match && (LANGS as readonly string[]).includes(match[1]!) ? (match[2] ?? '/') : pathname;
  return !CLIENT_ONLY.test(rest) && !FILE.test(rest);
}

/**
 * The page a path names by a file's name: `/index.html`, the shell's file, asked as a page (a link
 * written the old way, a bookmark) is the home page, whose address is `/`. Both the server and the
 * worker send such a navigation to that address, so it is the home page rendered or kept for `/`
 * (decision 203), never the empty shell nor the client's 404. Undefined for any other path.
 */
export function pageAddressOf(pathname: string): string | undefined {
  return pathname === '/index.html' ? '/' : undefined;
}
