// Whether a request takes an HTML page (decision 204). Browsers name text/html; curl sends */*,
// link-preview bots (facebookexternalhit, Twitterbot, Slackbot, WhatsApp) send */* or nothing, and
// all of them must get the server-rendered page with its title, description and Open Graph tags.
// Only a request that names other types and no HTML (a JSON client: Accept: application/json)
// is not asking for a page. The answer then differs by Accept: `Vary: Accept` says so.
import { parseAccept } from 'hono/utils/accept';

const HTML_RANGES = new Set(['text/html', 'text/*', '*/*', '*']);

export function acceptsHtml(accept: string | undefined): boolean {
  if (accept === undefined || accept.trim() === '') return true;
  return parseAccept(accept).some(({ type, q }) => q > 0 && HTML_RANGES.has(type.toLowerCase()));
}

/**
 * Whether a request names HTML itself, as a browser's navigation does (and a worker passing one
 * on): the any-type range of the worker's precache or a <video> asking a file does not.
 */
export function namesHtml(accept: string | undefined): boolean {
  if (accept === undefined) return false;
  return parseAccept(accept).some(({ type, q }) => q > 0 && type.toLowerCase() === 'text/html');
}
