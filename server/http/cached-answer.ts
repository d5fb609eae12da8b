// Cached catalogue answers over HTTP: the answer cache in the request's language, a weak ETag with
// 304 on If-None-Match, and public caching (docs/decisions/044-catalogue-cache.md).
import type { Context } from 'hono';
import type { Lang } from '../../contract/i18n-text.js';
import type { Db } from '../db/client.js';
import type { CachedAnswer } from '../domain/catalogue/answer-cache.js';
import { catalogueAnswers } from '../domain/catalogue/catalogue-answers.js';
import { markFinal } from './compression.js';
import { notFound } from './errors.js';
import { pickLang } from './lang.js';
import { keepRepeat, type SentAnswer } from './repeat-answers.js';
import { requestHeader } from './request-header.js';
import { sentBytes, sentHeaders, type SentHeaders } from './sent-bytes.js';

export const CATALOGUE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

export interface CachedCall {
  /** With `query`, identifies the answer. */
  path: string;
  /** The validated query, normalised (see normaliseQuery). */
  query: string;
  queryLang: Lang | undefined;
  compute: (lang: Lang) => Promise<unknown>;
  /** The 404 message when compute finds nothing. */
  missing: string;
}

/**
 * Sends a catalogue answer from the answer cache in the request's language, with a weak ETag
 * (304 on If-None-Match) and public caching (docs/decisions/044-catalogue-cache.md). The call is
 * kept to be answered before the app when asked again (decision 185).
 */
export async function sendCached(c: Context, db: Db, call: CachedCall): Promise<Response> {
  const answers = catalogueAnswers(db);
  const { version, langs } = await answers.state();
  const lang = pickLang(call.queryLang, requestHeader(c, 'accept-language'), langs.allowed.map((l) => l.value), langs.main);
  const entry = await answers.answer(call.path, call.query, lang, () => call.compute(lang));
  if (!entry) throw notFound(call.missing);
  // The language was chosen with the shop's languages of `version`: a repeat is answered only
  // while the kept answer is of that version.
  keepRepeat(c, (ifNoneMatch, acceptEncoding) => {
    const kept = answers.current(call.path, call.query, lang);
    return kept?.version === version ? sentAnswer(kept, lang, ifNoneMatch, acceptEncoding) : undefined;
  });
  // A Response with plain headers and the answer's bytes, encoded and compressed once: the Node
  // adapter writes it without building a Headers object, and the compression middleware leaves
  // it alone (decisions 088, 163).
  markFinal(c);
  const sent = sentAnswer(entry, lang, requestHeader(c, 'if-none-match'), requestHeader(c, 'accept-encoding'));
  return new Response(sent.body, { status: sent.status, headers: sent.headers });
}

/** `entry` as sent for a request's If-None-Match and Accept-Encoding. */
function sentAnswer(entry: CachedAnswer, lang: Lang, ifNoneMatch: string | undefined, acceptEncoding: string | undefined): SentAnswer {
  return sentBytes(entry, 200, headersOf(entry, lang), ifNoneMatch, acceptEncoding);
}

/** An answer's headers, made once per answer (an entry is of one language). The adapter only reads them. */
const answerHeaders = new WeakMap<CachedAnswer, SentHeaders>();

function headersOf(entry: CachedAnswer, lang: Lang): SentHeaders {
  let kept = answerHeaders.get(entry);
  if (!kept) {
    const notModified = { 'Cache-Control': CATALOGUE_CACHE_CONTROL, ETag: entry.etag, Vary: 'Accept-Language, Accept-Encoding', 'Content-Language': lang };
    kept = sentHeaders(entry, notModified, { 'Content-Type': 'application/json; charset=UTF-8' });
    answerHeaders.set(entry, kept);
  }
  return kept;
}

/** A cache key part for a validated query: keys sorted, lists deduplicated and sorted unless `ordered`. */
export function normaliseQuery(query: Record<string, unknown>, ordered: readonly string[] = []): string {
  const parts: string[] = [];
  for (const key of Object.keys(query).sort()) {
    const value = query[key];
    if (key === 'lang' || value === undefined) continue;
    const list = Array.isArray(value) ? (ordered.includes(key) ? value : [...new Set(value)].sort()) : [value];
    parts.push(`${key}=${list.map(String).join(',')}`);
  }
  return parts.join('&');
}
