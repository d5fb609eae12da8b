// What the sign-in tells about visitor-cart lines that could not join the account's cart whole
// (decision 106), in the shop's five languages. The product's name comes in each language.
import { type I18nText } from '../../../contract/i18n-text.js';
import { inFiveLangs } from '../i18n.js';

/** Part of the line joined: `quantity` of the `asked` are in the cart now, because of `reason`. */
export const mergeReduced = (name: I18nText, reason: I18nText, quantity: number, asked: number) => inFiveLangs(
  /*i18n*/ { id: 'cart.merge.reduced', message: '«{name}»: nel carrello {quantity} invece di {asked} ({reason})' },
  { name, reason, quantity, asked },
);

/** Nothing of the line joined. */
export const mergeRefused = (name: I18nText, reason: I18nText) => inFiveLangs(
  /*i18n*/ { id: 'cart.merge.refused', message: '«{name}» non è stato aggiunto al tuo carrello: {reason}' },
  { name, reason },
);

export const SOLD_OUT: I18nText = inFiveLangs(/*i18n*/ { id: 'cart.merge.soldOut', message: 'Esaurito' });
