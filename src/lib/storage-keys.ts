/** Local-storage keys the spec names (docs/product/content.md#constants). */
export const storageKeys = {
  lang: 'lang',
  lastDep: 'lastDep',
  cmp: 'cmp',
  /** Campaigns found ended or unknown: queued events do not carry them (decision 204). */
  cmpEnded: 'cmp ended',
  cookieAccepted: 'cookie accepted',
  token: 'token',
  /** The signed-in customer's summary beside the token, so a page opened offline knows who it is for (decision 271). */
  user: 'user',
  /** The last order whose purchase event was sent (docs/product/orders.md#completed-page). */
  lastOrderId: 'lastOrderId',
} as const;
export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** localStorage can throw (private mode, blocked storage): a missing value is the safe answer. */
export function readStored(key: StorageKey): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage full or blocked: the app keeps working, the choice is just not remembered.
  }
}
