import { atom } from 'jotai';
import type { GridColumns } from '../../ui';

/** The 4/3-column choice: a view preference kept for the session, not part of the listing URL. */
export const gridColumnsAtom = atom<GridColumns>(4);
