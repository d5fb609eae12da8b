import type { CartItem } from '../../../../contract/checkout';
import { track } from '../../../lib';
import { cartActions, lineKeyOf } from '../../../offline';

// A line's quantity change and removal, through the offline layer (applied at once, synced by
// its outbox). docs/product/cart.md#errors: their failures are only logged; the sync's notices
// tell the user what the server changed.

export function setLineQuantity(item: CartItem, quantity: number): void {
  const mutation = cartActions.setQuantity(lineKeyOf(item), quantity);
  track(quantity > 0 ? 'update-in-cart' : 'remove-from-cart', { model: 'article', evtData: { id: item.articleId, quantity } });
  mutation.confirmed.catch((error: unknown) => console.warn('cart quantity not changed', error));
}

export function removeLine(item: CartItem): void {
  const mutation = cartActions.remove(lineKeyOf(item));
  track('remove-from-cart', { model: 'article', evtData: { id: item.articleId, quantity: item.quantity } });
  mutation.confirmed.catch((error: unknown) => console.warn('cart line not removed', error));
}
