import { publishedCount } from '../core/published-count';

// The navbar's cart count without Dexie (decision 084): null until the local cart has been read;
// then what the stored layer publishes (follow-cart-count.ts).

const cartCount = publishedCount();

export const publishCartCount = cartCount.publish;

/** The projected cart's quantity, or null until the local cart has been read (and on the server). */
export const useCartCount = cartCount.use;
