import { useCart } from '../../offline';
import { CartNavButton } from './CartNavButton';

/** The cart button with the projected cart's count: edits made offline count at once. */
export function LocalCartNavButton() {
  return <CartNavButton count={useCart().state.counts.quantity} />;
}
