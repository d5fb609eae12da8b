import { readWithOutbox, type MirrorWithOutbox } from '../core/read-with-outbox';
import type { WishMirror } from './types';

/** The mirrored wishes and the outbox, read in one transaction so they agree. */
export type StoredWishes = MirrorWithOutbox<WishMirror>;

export const readStoredWishes = (): Promise<StoredWishes> => readWithOutbox((database) => database.wishes);
