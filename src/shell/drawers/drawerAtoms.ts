import { atom, getDefaultStore, useAtomValue } from 'jotai';
import type { PrimitiveAtom } from 'jotai';

/**
 * Right-hand: menu, login, cart, the listing's 'Filter and sort' drawer (rendered by the
 * catalogue feature) and the product page's size guide (rendered by the product feature).
 * Left-hand: categories, brands, cookies (docs/product/content.md#shell).
 */
export const DRAWER_IDS = ['menu', 'login', 'cart', 'categories', 'brands', 'cookies', 'filters', 'sizeGuide', 'checkoutAddress'] as const;
export type DrawerId = (typeof DRAWER_IDS)[number];

export const DRAWER_SIDE: Record<DrawerId, 'left' | 'right'> = {
  menu: 'right', login: 'right', cart: 'right', categories: 'left', brands: 'left', cookies: 'left', filters: 'right', sizeGuide: 'right', checkoutAddress: 'right',
};

/**
 * One atom per drawer so each is toggled on its own. The value is 0 when closed, otherwise the
 * order in which it was opened: the largest value is the drawer on top of the stack.
 */
export const drawerAtoms: Record<DrawerId, PrimitiveAtom<number>> = {
  menu: atom(0), login: atom(0), cart: atom(0), categories: atom(0), brands: atom(0), cookies: atom(0), filters: atom(0), sizeGuide: atom(0), checkoutAddress: atom(0),
};

export const anyDrawerOpenAtom = atom((get) => DRAWER_IDS.some((id) => get(drawerAtoms[id]) > 0));

let openSequence = 0;
type Store = ReturnType<typeof getDefaultStore>;

export function openDrawer(id: DrawerId, store: Store = getDefaultStore()): void {
  if (store.get(drawerAtoms[id]) > 0) return;
  openSequence += 1;
  store.set(drawerAtoms[id], openSequence);
}

export function closeDrawer(id: DrawerId, store: Store = getDefaultStore()): void {
  store.set(drawerAtoms[id], 0);
}

export function closeAllDrawers(store: Store = getDefaultStore()): void {
  for (const id of DRAWER_IDS) closeDrawer(id, store);
}

export function useDrawerOpen(id: DrawerId): boolean {
  return useAtomValue(drawerAtoms[id]) > 0;
}
