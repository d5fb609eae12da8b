// The wish list's refusal messages in the shop's five languages.
import { inFiveLangs } from '../i18n.js';

/** The cart's words for an unknown article: one product, one sentence. */
export { ARTICLE_NOT_FOUND } from '../cart/texts.js';

/** Someone else's list, or none: the same answer, so ids reveal nothing (ARCHITECTURE.md#guarantees-the-server-keeps). */
export const WISH_NOT_FOUND = inFiveLangs(/*i18n*/ { id: 'wishes.wishNotFound', message: 'Lista dei preferiti non trovata' });
