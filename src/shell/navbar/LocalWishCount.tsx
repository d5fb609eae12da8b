import { useEffect } from 'react';
import { useWishes } from '../../offline';
import { publishWishCount } from '../../offline/lite';

/** Reads the local wishes (edits made offline count at once) and hands their count to the navbar. */
export function LocalWishCount() {
  const count = useWishes().ids.length;
  useEffect(() => publishWishCount(count), [count]);
  return null;
}
