import { publishedCount } from '../core/published-count';

// The navbar's wish count without Dexie (decision 084): null until the local wishes have been
// read; then what the stored layer publishes (follow-wish-count.ts).

const wishCount = publishedCount();

export const publishWishCount = wishCount.publish;

/** The projected wishes' count, or null until they have been read (and on the server). */
export const useWishCount = wishCount.use;
