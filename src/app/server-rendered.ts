import { i18n } from '../lib/i18n/catalogs';

// Whether the page in the document can be hydrated (docs/decisions/080-ssr.md).

/** The page came from the server render: the router's dehydrated state is in the document. */
export function isServerRendered(): boolean {
  return typeof window !== 'undefined' && '$_TSR' in window;
}

/**
 * The server renders an unprefixed path in the main language; a visitor whose stored choice is
 * another language gets the page rendered on the client, where the router adds the prefix.
 */
export function canHydrate(): boolean {
  return document.documentElement.lang === i18n.locale;
}
