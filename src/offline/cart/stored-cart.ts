import { readWithOutbox, type MirrorWithOutbox } from '../core/read-with-outbox';
import type { CheckoutMirror } from './types';

/** The mirrored checkout and the outbox, read in one transaction so they agree. */
export type StoredCart = MirrorWithOutbox<CheckoutMirror>;

export const readStoredCart = (): Promise<StoredCart> => readWithOutbox((database) => database.checkout);
