// How large a request body may be. Every call takes 64 KB (decision 151), except the back
// office's uploads: a prices-and-stock CSV file and an article's picture
// (docs/decisions/194-back-office-catalogue.md). Past the limit the answer is 413
// PAYLOAD_TOO_LARGE before the body is read any further.
import { ARTICLE_IMAGE_MAX_BYTES, CATALOGUE_CSV_MAX_BYTES } from '../../contract/admin-catalogue.js';

export const MAX_BODY_BYTES = 64 * 1024;

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
