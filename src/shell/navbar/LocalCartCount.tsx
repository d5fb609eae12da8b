import { useEffect } from 'react';
import { useCart } from '../../offline';
import { publishCartCount } from '../../offline/lite';

/** Reads the projected cart (edits made offline count at once) and hands its count to the navbar. */
export function LocalCartCount() {
  const count = useCart().state.counts.quantity;
  useEffect(() => publishCartCount(count), [count]);
  return null;
}
