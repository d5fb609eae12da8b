// How large a request body may be. Every call takes 64 KB (decision 151), except the back
// office's uploads: a prices-and-stock CSV file and an article's picture
// (docs/decisions/194-back-office-catalogue.md). Past the limit the answer is 413
// PAYLOAD_TOO_LARGE before the body is read any further. And how deep a JSON body may nest
// (json-depth.ts, docs/decisions/220-json-depth.md).
import { ARTICLE_IMAGE_MAX_BYTES, CATALOGUE_CSV_MAX_BYTES } from '../../contract/admin-catalogue.js';

export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Arrays and objects nested in a JSON body, at most, the body itself counted. The deepest body the
 * shop's apps send is 6 deep (an analytics batch's purchase event: the body, events, the event,
 * evtData, items, an item); a schema's own nesting is at most 4 elsewhere; a Stripe event reaches
 * about 11 (data.object.total_details.breakdown.discounts…). Past it, 400 JSON_TOO_DEEP.
 */
export const MAX_JSON_DEPTH = 32;

/** Room for a multipart body's boundaries and part headers around the picture itself. */
const MULTIPART_OVERHEAD = 16 * 1024;

const LARGER: { path: RegExp; maxSize: number }[] = [
  // An article's names and descriptions in five languages (descriptions up to 20 000 characters each).
  { path: /^\/v1\/admin\/articles(\/\d+)?$/, maxSize: 512 * 1024 },
  { path: /^\/v1\/admin\/catalogue\/csv\/(dry-run|apply)$/, maxSize: CATALOGUE_CSV_MAX_BYTES },
  { path: /^\/v1\/admin\/articles\/\d+\/images$/, maxSize: ARTICLE_IMAGE_MAX_BYTES + MULTIPART_OVERHEAD },
];

/** The largest body `path` takes (bytes). */
export function bodyLimitOf(path: string): number {
  return LARGER.find((l) => l.path.test(path))?.maxSize ?? MAX_BODY_BYTES;
}
